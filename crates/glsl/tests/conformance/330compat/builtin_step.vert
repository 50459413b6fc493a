// expect: compile -- GLSL 3.30 (compatibility) section 8: `step` is a built-in function in every version
#version 330 compatibility
void main() {
    float r = step(0.5, 1.0);
}
