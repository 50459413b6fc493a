// expect: compile -- GLSL 1.40 section 8: `cos` is a built-in function in every version
#version 140
void main() {
    float r = cos(1.0);
}
