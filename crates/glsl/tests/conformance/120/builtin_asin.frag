// expect: compile -- GLSL 1.20 section 8: `asin` is a built-in function in every version
#version 120
void main() {
    float r = asin(0.5);
}
