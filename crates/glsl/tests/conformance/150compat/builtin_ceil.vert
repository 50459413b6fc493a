// expect: compile -- GLSL 1.50 (compatibility) section 8: `ceil` is a built-in function in every version
#version 150 compatibility
void main() {
    float r = ceil(1.5);
}
