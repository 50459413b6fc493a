// expect: compile -- GLSL 1.40 section 8: `abs` is a built-in function in every version
#version 140
void main() {
    float r = abs(-1.0);
}
