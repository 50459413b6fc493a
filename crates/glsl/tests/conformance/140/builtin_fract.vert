// expect: compile -- GLSL 1.40 section 8: `fract` is a built-in function in every version
#version 140
void main() {
    float r = fract(1.5);
}
