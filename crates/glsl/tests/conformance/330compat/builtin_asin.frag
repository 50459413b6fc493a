// expect: compile -- GLSL 3.30 (compatibility) section 8: `asin` is a built-in function in every version
#version 330 compatibility
void main() {
    float r = asin(0.5);
}
