// expect: fail -- GLSL 1.20 section 4.1.4: an exponent needs digits
#version 120
void main() {
    float a = 1.0e;
}
