// expect: compile -- GLSL 1.50 (compatibility) section 8: `radians` is a built-in function in every version
#version 150 compatibility
void main() {
    float r = radians(90.0);
}
