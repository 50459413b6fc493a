// expect: fail -- GLSL 1.50 (compatibility) section 6.1: a called function must be declared
#version 150 compatibility
void main() {
    float a = not_declared(1.0);
}
