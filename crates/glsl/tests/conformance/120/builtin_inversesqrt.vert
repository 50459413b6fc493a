// expect: compile -- GLSL 1.20 section 8: `inversesqrt` is a built-in function in every version
#version 120
void main() {
    float r = inversesqrt(4.0);
}
