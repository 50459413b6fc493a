// expect: fail -- GLSL 1.10 section 4.1.9: float never converts implicitly to int
#version 110
void main() {
    int i = 1.0;
}
