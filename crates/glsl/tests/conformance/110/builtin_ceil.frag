// expect: compile -- GLSL 1.10 section 8: `ceil` is a built-in function in every version
#version 110
void main() {
    float r = ceil(1.5);
}
