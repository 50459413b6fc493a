// expect: compile -- GLSL 1.40 section 8: `inversesqrt` is a built-in function in every version
#version 140
void main() {
    float r = inversesqrt(4.0);
}
