// expect: compile -- GLSL 1.40 section 8: `ceil` is a built-in function in every version
#version 140
void main() {
    float r = ceil(1.5);
}
