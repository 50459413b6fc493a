// expect: fail -- GLSL 3.30 section 6.1: an out argument must be an l-value
#version 330 core
void f(out float a) { a = 1.0; }
void main() {
    f(2.0);
}
