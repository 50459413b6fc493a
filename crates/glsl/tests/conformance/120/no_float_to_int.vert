// expect: fail -- GLSL 1.20 section 4.1.10: float never converts implicitly to int
#version 120
void main() {
    int i = 1.0;
}
