// expect: compile -- GLSL 1.50 section 8: `floor` is a built-in function in every version
#version 150 core
void main() {
    float r = floor(1.5);
}
