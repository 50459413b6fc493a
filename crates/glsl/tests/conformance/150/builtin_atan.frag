// expect: compile -- GLSL 1.50 section 8: `atan` is a built-in function in every version
#version 150 core
void main() {
    float r = atan(1.0);
}
