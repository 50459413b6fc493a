// expect: compile -- GLSL 1.50 (compatibility) section 8: `max` is a built-in function in every version
#version 150 compatibility
void main() {
    float r = max(1.0, 2.0);
}
