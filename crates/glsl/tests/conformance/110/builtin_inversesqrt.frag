// expect: compile -- GLSL 1.10 section 8: `inversesqrt` is a built-in function in every version
#version 110
void main() {
    float r = inversesqrt(4.0);
}
