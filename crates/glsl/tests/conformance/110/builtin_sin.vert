// expect: compile -- GLSL 1.10 section 8: `sin` is a built-in function in every version
#version 110
void main() {
    float r = sin(1.0);
}
