// expect: compile -- GLSL 1.30 section 8: `atan` is a built-in function in every version
#version 130
void main() {
    float r = atan(1.0, 2.0);
}
