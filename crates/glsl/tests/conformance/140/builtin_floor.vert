// expect: compile -- GLSL 1.40 section 8: `floor` is a built-in function in every version
#version 140
void main() {
    float r = floor(1.5);
}
