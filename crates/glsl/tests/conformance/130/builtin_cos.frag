// expect: compile -- GLSL 1.30 section 8: `cos` is a built-in function in every version
#version 130
void main() {
    float r = cos(1.0);
}
