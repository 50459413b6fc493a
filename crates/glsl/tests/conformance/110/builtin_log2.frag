// expect: compile -- GLSL 1.10 section 8: `log2` is a built-in function in every version
#version 110
void main() {
    float r = log2(2.0);
}
