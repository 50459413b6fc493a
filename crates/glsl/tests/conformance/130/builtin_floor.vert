// expect: compile -- GLSL 1.30 section 8: `floor` is a built-in function in every version
#version 130
void main() {
    float r = floor(1.5);
}
