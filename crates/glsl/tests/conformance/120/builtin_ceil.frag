// expect: compile -- GLSL 1.20 section 8: `ceil` is a built-in function in every version
#version 120
void main() {
    float r = ceil(1.5);
}
