// expect: compile -- GLSL 1.10 section 8: `sign` is a built-in function in every version
#version 110
void main() {
    float r = sign(1.0);
}
