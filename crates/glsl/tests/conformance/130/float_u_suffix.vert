// expect: fail -- GLSL 1.30 section 4.1.4: a floating-point literal takes no u suffix
#version 130
void main() {
    float f = 1.0u;
}
