// expect: compile -- GLSL 1.30 section 8: `sign` is a built-in function in every version
#version 130
void main() {
    float r = sign(1.0);
}
