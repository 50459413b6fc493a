// expect: fail -- GLSL 3.30 (compatibility) section 4.1.4: a floating-point literal takes no u suffix
#version 330 compatibility
void main() {
    float f = 1.0u;
}
