// expect: fail -- GLSL 1.10 section 4.1.4: the f/F float suffix exists from GLSL 1.20 (not in GLSL ES 1.00)
#version 110
void main() {
    float a = 1.0f; float b = 2.0F;
}
