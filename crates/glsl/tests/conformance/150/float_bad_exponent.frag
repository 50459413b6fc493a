// expect: fail -- GLSL 1.50 section 4.1.4: an exponent needs digits
#version 150 core
void main() {
    float a = 1.0e;
}
