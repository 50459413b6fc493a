// expect: compile -- GLSL 1.20 section 8: `log2` is a built-in function in every version
#version 120
void main() {
    float r = log2(2.0);
}
