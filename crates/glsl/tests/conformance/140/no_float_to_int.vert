// expect: fail -- GLSL 1.40 section 4.1.10: float never converts implicitly to int
#version 140
void main() {
    int i = 1.0;
}
