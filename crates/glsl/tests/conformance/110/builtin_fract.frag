// expect: compile -- GLSL 1.10 section 8: `fract` is a built-in function in every version
#version 110
void main() {
    float r = fract(1.5);
}
