// expect: fail -- GLSL 1.10 section 4.1.9: int converts implicitly to float from GLSL 1.20 (never in GLSL ES 1.00)
#version 110
void main() {
    float f = 1;
}
