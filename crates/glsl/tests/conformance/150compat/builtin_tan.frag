// expect: compile -- GLSL 1.50 (compatibility) section 8: `tan` is a built-in function in every version
#version 150 compatibility
void main() {
    float r = tan(1.0);
}
