// expect: fail -- GLSL 1.40 section 4.1.4: a floating-point literal takes no u suffix
#version 140
void main() {
    float f = 1.0u;
}
