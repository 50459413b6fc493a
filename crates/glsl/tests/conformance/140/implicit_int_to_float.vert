// expect: compile -- GLSL 1.40 section 4.1.10: int converts implicitly to float from GLSL 1.20 (never in GLSL ES 1.00)
#version 140
void main() {
    float f = 1;
}
