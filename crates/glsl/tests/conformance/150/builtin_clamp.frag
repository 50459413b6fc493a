// expect: compile -- GLSL 1.50 section 8: `clamp` is a built-in function in every version
#version 150 core
void main() {
    float r = clamp(1.5, 0.0, 1.0);
}
