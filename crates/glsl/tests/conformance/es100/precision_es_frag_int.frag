// expect: compile -- GLSL ES 1.00 section 4.5.3: int has a default precision in fragment shaders
#version 100
void main() {
    int a = 1;
}
