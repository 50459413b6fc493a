// expect: compile -- GLSL 1.30 section 8: `asin` is a built-in function in every version
#version 130
void main() {
    float r = asin(0.5);
}
