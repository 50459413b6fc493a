// expect: compile -- GLSL 3.30 (compatibility) section 4.1.10: int converts implicitly to float from GLSL 1.20 (never in GLSL ES 1.00)
#version 330 compatibility
void main() {
    float f = 1;
}
