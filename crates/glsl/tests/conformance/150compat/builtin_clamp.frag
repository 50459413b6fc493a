// expect: compile -- GLSL 1.50 (compatibility) section 8: `clamp` is a built-in function in every version
#version 150 compatibility
void main() {
    float r = clamp(1.5, 0.0, 1.0);
}
