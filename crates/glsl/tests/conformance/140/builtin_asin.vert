// expect: compile -- GLSL 1.40 section 8: `asin` is a built-in function in every version
#version 140
void main() {
    float r = asin(0.5);
}
