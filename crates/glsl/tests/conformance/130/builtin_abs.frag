// expect: compile -- GLSL 1.30 section 8: `abs` is a built-in function in every version
#version 130
void main() {
    float r = abs(-1.0);
}
