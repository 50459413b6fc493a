// expect: fail -- GLSL 1.40 section 6.1: an out argument must be an l-value
#version 140
void f(out float a) { a = 1.0; }
void main() {
    f(2.0);
}
