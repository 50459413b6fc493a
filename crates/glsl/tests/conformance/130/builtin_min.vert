// expect: compile -- GLSL 1.30 section 8: `min` is a built-in function in every version
#version 130
void main() {
    float r = min(1.0, 2.0);
}
