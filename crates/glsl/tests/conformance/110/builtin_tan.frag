// expect: compile -- GLSL 1.10 section 8: `tan` is a built-in function in every version
#version 110
void main() {
    float r = tan(1.0);
}
