// expect: compile -- GLSL 1.40 section 8: `min` is a built-in function in every version
#version 140
void main() {
    float r = min(1.0, 2.0);
}
