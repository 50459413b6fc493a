// expect: compile -- GLSL 1.40 section 8: `tan` is a built-in function in every version
#version 140
void main() {
    float r = tan(1.0);
}
