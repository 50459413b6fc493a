// expect: fail -- GLSL 1.40 section 6.1: a called function must be declared
#version 140
void main() {
    float a = not_declared(1.0);
}
