// expect: compile -- GLSL 1.50 section 8: `acos` is a built-in function in every version
#version 150 core
void main() {
    float r = acos(0.5);
}
