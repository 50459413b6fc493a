// expect: compile -- GLSL 1.10 section 8: `step` is a built-in function in every version
#version 110
void main() {
    float r = step(0.5, 1.0);
}
