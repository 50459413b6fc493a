// expect: compile -- GLSL 1.50 (compatibility) section 8: `pow` is a built-in function in every version
#version 150 compatibility
void main() {
    float r = pow(2.0, 3.0);
}
