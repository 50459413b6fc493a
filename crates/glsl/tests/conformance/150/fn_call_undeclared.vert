// expect: fail -- GLSL 1.50 section 6.1: a called function must be declared
#version 150 core
void main() {
    float a = not_declared(1.0);
}
