// expect: fail -- GLSL 1.10 section 4.1.4: a floating-point literal takes no u suffix
#version 110
void main() {
    float f = 1.0u;
}
