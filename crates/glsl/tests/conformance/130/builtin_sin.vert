// expect: compile -- GLSL 1.30 section 8: `sin` is a built-in function in every version
#version 130
void main() {
    float r = sin(1.0);
}
