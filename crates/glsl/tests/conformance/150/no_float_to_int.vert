// expect: fail -- GLSL 1.50 section 4.1.10: float never converts implicitly to int
#version 150 core
void main() {
    int i = 1.0;
}
