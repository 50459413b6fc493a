// expect: compile -- GLSL 1.50 section 8: `fract` is a built-in function in every version
#version 150 core
void main() {
    float r = fract(1.5);
}
