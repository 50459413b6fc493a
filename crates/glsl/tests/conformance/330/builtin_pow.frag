// expect: compile -- GLSL 3.30 section 8: `pow` is a built-in function in every version
#version 330 core
void main() {
    float r = pow(2.0, 3.0);
}
