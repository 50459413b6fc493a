// expect: compile -- GLSL 1.10 section 8: `cos` is a built-in function in every version
#version 110
void main() {
    float r = cos(1.0);
}
