// expect: compile -- GLSL 1.50 (compatibility) section 8: `step` is a built-in function in every version
#version 150 compatibility
void main() {
    float r = step(0.5, 1.0);
}
