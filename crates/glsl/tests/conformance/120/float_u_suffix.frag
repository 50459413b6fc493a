// expect: fail -- GLSL 1.20 section 4.1.4: a floating-point literal takes no u suffix
#version 120
void main() {
    float f = 1.0u;
}
