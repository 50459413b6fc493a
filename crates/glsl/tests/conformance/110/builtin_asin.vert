// expect: compile -- GLSL 1.10 section 8: `asin` is a built-in function in every version
#version 110
void main() {
    float r = asin(0.5);
}
