// expect: compile -- GLSL 1.20 section 8: `min` is a built-in function in every version
#version 120
void main() {
    float r = min(1.0, 2.0);
}
