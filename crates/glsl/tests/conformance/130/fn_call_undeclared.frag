// expect: fail -- GLSL 1.30 section 6.1: a called function must be declared
#version 130
void main() {
    float a = not_declared(1.0);
}
