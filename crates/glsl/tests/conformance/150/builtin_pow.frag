// expect: compile -- GLSL 1.50 section 8: `pow` is a built-in function in every version
#version 150 core
void main() {
    float r = pow(2.0, 3.0);
}
