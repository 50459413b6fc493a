// expect: compile -- GLSL 3.30 section 8: `asin` is a built-in function in every version
#version 330 core
void main() {
    float r = asin(0.5);
}
