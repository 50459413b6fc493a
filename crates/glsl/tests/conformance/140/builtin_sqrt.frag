// expect: compile -- GLSL 1.40 section 8: `sqrt` is a built-in function in every version
#version 140
void main() {
    float r = sqrt(4.0);
}
