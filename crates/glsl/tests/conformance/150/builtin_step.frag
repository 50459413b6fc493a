// expect: compile -- GLSL 1.50 section 8: `step` is a built-in function in every version
#version 150 core
void main() {
    float r = step(0.5, 1.0);
}
