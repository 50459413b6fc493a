// expect: compile -- GLSL 3.30 (compatibility) section 8: `atan` is a built-in function in every version
#version 330 compatibility
void main() {
    float r = atan(1.0, 2.0);
}
