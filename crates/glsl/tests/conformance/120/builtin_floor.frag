// expect: compile -- GLSL 1.20 section 8: `floor` is a built-in function in every version
#version 120
void main() {
    float r = floor(1.5);
}
