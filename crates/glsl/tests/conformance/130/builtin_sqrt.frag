// expect: compile -- GLSL 1.30 section 8: `sqrt` is a built-in function in every version
#version 130
void main() {
    float r = sqrt(4.0);
}
