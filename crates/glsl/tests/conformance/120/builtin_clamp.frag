// expect: compile -- GLSL 1.20 section 8: `clamp` is a built-in function in every version
#version 120
void main() {
    float r = clamp(1.5, 0.0, 1.0);
}
