// expect: compile -- GLSL 3.30 (compatibility) section 8: `max` is a built-in function in every version
#version 330 compatibility
void main() {
    float r = max(1.0, 2.0);
}
