// expect: compile -- GLSL 1.50 (compatibility) section 8: `asin` is a built-in function in every version
#version 150 compatibility
void main() {
    float r = asin(0.5);
}
