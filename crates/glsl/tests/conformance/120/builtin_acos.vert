// expect: compile -- GLSL 1.20 section 8: `acos` is a built-in function in every version
#version 120
void main() {
    float r = acos(0.5);
}
