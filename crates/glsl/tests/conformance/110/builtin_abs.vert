// expect: compile -- GLSL 1.10 section 8: `abs` is a built-in function in every version
#version 110
void main() {
    float r = abs(-1.0);
}
