// expect: compile -- GLSL 1.20 section 8: `fract` is a built-in function in every version
#version 120
void main() {
    float r = fract(1.5);
}
