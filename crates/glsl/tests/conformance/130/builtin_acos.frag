// expect: compile -- GLSL 1.30 section 8: `acos` is a built-in function in every version
#version 130
void main() {
    float r = acos(0.5);
}
