// expect: compile -- GLSL 1.10 section 8: `pow` is a built-in function in every version
#version 110
void main() {
    float r = pow(2.0, 3.0);
}
