// expect: compile -- GLSL 3.30 (compatibility) section 8: `floor` is a built-in function in every version
#version 330 compatibility
void main() {
    float r = floor(1.5);
}
