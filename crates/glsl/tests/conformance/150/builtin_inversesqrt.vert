// expect: compile -- GLSL 1.50 section 8: `inversesqrt` is a built-in function in every version
#version 150 core
void main() {
    float r = inversesqrt(4.0);
}
