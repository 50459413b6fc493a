// expect: fail -- GLSL 1.50 (compatibility) section 4.1.4: a floating-point literal takes no u suffix
#version 150 compatibility
void main() {
    float f = 1.0u;
}
