// expect: compile -- GLSL 1.50 (compatibility) section 8.9: noise1 is a desktop built-in (not in GLSL ES 1.00)
#version 150 compatibility
void main() {
    float a = noise1(1.0);
}
