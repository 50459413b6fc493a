// expect: fail -- GLSL 1.50 (compatibility) section 4.1.10: there is no implicit int to uint conversion before GLSL 4.00
#version 150 compatibility
void main() {
    uint u = 1;
}
