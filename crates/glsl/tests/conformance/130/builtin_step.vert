// expect: compile -- GLSL 1.30 section 8: `step` is a built-in function in every version
#version 130
void main() {
    float r = step(0.5, 1.0);
}
