// expect: compile -- GLSL 3.30 section 4.1.4: the f/F float suffix exists from GLSL 1.20 (not in GLSL ES 1.00)
#version 330 core
void main() {
    float a = 1.0f; float b = 2.0F;
}
