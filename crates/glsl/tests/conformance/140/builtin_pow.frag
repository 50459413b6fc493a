// expect: compile -- GLSL 1.40 section 8: `pow` is a built-in function in every version
#version 140
void main() {
    float r = pow(2.0, 3.0);
}
