// expect: compile -- GLSL 1.20 section 8: `sqrt` is a built-in function in every version
#version 120
void main() {
    float r = sqrt(4.0);
}
