// expect: fail -- GLSL 1.30 section 4.1.4: an exponent needs digits
#version 130
void main() {
    float a = 1.0e;
}
