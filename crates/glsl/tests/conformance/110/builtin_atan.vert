// expect: compile -- GLSL 1.10 section 8: `atan` is a built-in function in every version
#version 110
void main() {
    float r = atan(1.0);
}
