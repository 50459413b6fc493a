// expect: compile -- GLSL 1.50 section 8: `log2` is a built-in function in every version
#version 150 core
void main() {
    float r = log2(2.0);
}
