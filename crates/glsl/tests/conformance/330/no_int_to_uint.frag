// expect: fail -- GLSL 3.30 section 4.1.10: there is no implicit int to uint conversion before GLSL 4.00
#version 330 core
void main() {
    uint u = 1;
}
