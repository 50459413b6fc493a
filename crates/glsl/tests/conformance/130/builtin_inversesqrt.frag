// expect: compile -- GLSL 1.30 section 8: `inversesqrt` is a built-in function in every version
#version 130
void main() {
    float r = inversesqrt(4.0);
}
