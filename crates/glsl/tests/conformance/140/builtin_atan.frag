// expect: compile -- GLSL 1.40 section 8: `atan` is a built-in function in every version
#version 140
void main() {
    float r = atan(1.0);
}
