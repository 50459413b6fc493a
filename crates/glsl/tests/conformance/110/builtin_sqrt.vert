// expect: compile -- GLSL 1.10 section 8: `sqrt` is a built-in function in every version
#version 110
void main() {
    float r = sqrt(4.0);
}
