// expect: compile -- GLSL 1.10 section 8: `floor` is a built-in function in every version
#version 110
void main() {
    float r = floor(1.5);
}
