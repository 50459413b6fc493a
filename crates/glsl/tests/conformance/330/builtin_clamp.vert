// expect: compile -- GLSL 3.30 section 8: `clamp` is a built-in function in every version
#version 330 core
void main() {
    float r = clamp(1.5, 0.0, 1.0);
}
