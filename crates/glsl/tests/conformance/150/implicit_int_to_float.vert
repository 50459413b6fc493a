// expect: compile -- GLSL 1.50 section 4.1.10: int converts implicitly to float from GLSL 1.20 (never in GLSL ES 1.00)
#version 150 core
void main() {
    float f = 1;
}
