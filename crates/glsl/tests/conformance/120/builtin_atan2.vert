// expect: compile -- GLSL 1.20 section 8: `atan` is a built-in function in every version
#version 120
void main() {
    float r = atan(1.0, 2.0);
}
