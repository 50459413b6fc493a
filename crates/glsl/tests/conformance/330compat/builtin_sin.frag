// expect: compile -- GLSL 3.30 (compatibility) section 8: `sin` is a built-in function in every version
#version 330 compatibility
void main() {
    float r = sin(1.0);
}
