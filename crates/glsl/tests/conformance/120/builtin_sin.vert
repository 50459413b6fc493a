// expect: compile -- GLSL 1.20 section 8: `sin` is a built-in function in every version
#version 120
void main() {
    float r = sin(1.0);
}
