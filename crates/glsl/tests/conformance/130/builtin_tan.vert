// expect: compile -- GLSL 1.30 section 8: `tan` is a built-in function in every version
#version 130
void main() {
    float r = tan(1.0);
}
