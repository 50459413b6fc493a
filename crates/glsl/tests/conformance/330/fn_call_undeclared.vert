// expect: fail -- GLSL 3.30 section 6.1: a called function must be declared
#version 330 core
void main() {
    float a = not_declared(1.0);
}
