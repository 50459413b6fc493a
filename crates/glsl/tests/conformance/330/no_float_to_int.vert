// expect: fail -- GLSL 3.30 section 4.1.10: float never converts implicitly to int
#version 330 core
void main() {
    int i = 1.0;
}
