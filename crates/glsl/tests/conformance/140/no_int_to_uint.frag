// expect: fail -- GLSL 1.40 section 4.1.10: there is no implicit int to uint conversion before GLSL 4.00
#version 140
void main() {
    uint u = 1;
}
