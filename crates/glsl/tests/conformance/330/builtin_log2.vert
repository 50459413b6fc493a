// expect: compile -- GLSL 3.30 section 8: `log2` is a built-in function in every version
#version 330 core
void main() {
    float r = log2(2.0);
}
