// expect: compile -- GLSL 1.40 section 8: `sin` is a built-in function in every version
#version 140
void main() {
    float r = sin(1.0);
}
