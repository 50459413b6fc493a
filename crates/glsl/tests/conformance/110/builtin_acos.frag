// expect: compile -- GLSL 1.10 section 8: `acos` is a built-in function in every version
#version 110
void main() {
    float r = acos(0.5);
}
