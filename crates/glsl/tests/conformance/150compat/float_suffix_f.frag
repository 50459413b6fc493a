// expect: compile -- GLSL 1.50 (compatibility) section 4.1.4: the f/F float suffix exists from GLSL 1.20 (not in GLSL ES 1.00)
#version 150 compatibility
void main() {
    float a = 1.0f; float b = 2.0F;
}
