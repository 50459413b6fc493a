// expect: fail -- GLSL 1.50 (compatibility) section 4.1.10: float never converts implicitly to int
#version 150 compatibility
void main() {
    int i = 1.0;
}
