// expect: compile -- GLSL 3.30 (compatibility) section 8: `min` is a built-in function in every version
#version 330 compatibility
void main() {
    float r = min(1.0, 2.0);
}
