// expect: compile -- GLSL 1.30 section 8: `ceil` is a built-in function in every version
#version 130
void main() {
    float r = ceil(1.5);
}
