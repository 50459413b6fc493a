// expect: compile -- GLSL 1.20 section 8: `abs` is a built-in function in every version
#version 120
void main() {
    float r = abs(-1.0);
}
