// expect: fail -- GLSL 1.10 section 4.1.4: an exponent needs digits
#version 110
void main() {
    float a = 1.0e;
}
