// expect: compile -- GLSL 3.30 section 8.9: noise1 is a desktop built-in (not in GLSL ES 1.00)
#version 330 core
void main() {
    float a = noise1(1.0);
}
