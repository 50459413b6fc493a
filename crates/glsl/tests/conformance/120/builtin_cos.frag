// expect: compile -- GLSL 1.20 section 8: `cos` is a built-in function in every version
#version 120
void main() {
    float r = cos(1.0);
}
