// expect: fail -- GLSL 1.40 section 4.1.4: an exponent needs digits
#version 140
void main() {
    float a = 1.0e;
}
