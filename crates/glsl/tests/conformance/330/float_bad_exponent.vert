// expect: fail -- GLSL 3.30 section 4.1.4: an exponent needs digits
#version 330 core
void main() {
    float a = 1.0e;
}
