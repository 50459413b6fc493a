// expect: fail -- GLSL 1.30 section 4.1.10: float never converts implicitly to int
#version 130
void main() {
    int i = 1.0;
}
