// expect: compile -- GLSL 3.30 (compatibility) section 8: `log2` is a built-in function in every version
#version 330 compatibility
void main() {
    float r = log2(2.0);
}
