// expect: compile -- GLSL 1.50 (compatibility) section 8: `atan` is a built-in function in every version
#version 150 compatibility
void main() {
    float r = atan(1.0, 2.0);
}
