// expect: compile -- GLSL 1.30 section 8: `fract` is a built-in function in every version
#version 130
void main() {
    float r = fract(1.5);
}
