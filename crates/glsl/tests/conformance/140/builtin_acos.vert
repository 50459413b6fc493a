// expect: compile -- GLSL 1.40 section 8: `acos` is a built-in function in every version
#version 140
void main() {
    float r = acos(0.5);
}
