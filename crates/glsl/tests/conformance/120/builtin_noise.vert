// expect: compile -- GLSL 1.20 section 8.9: noise1 is a desktop built-in (not in GLSL ES 1.00)
#version 120
void main() {
    float a = noise1(1.0);
}
