// expect: compile -- GLSL 1.20 section 8: `tan` is a built-in function in every version
#version 120
void main() {
    float r = tan(1.0);
}
