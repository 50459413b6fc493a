// expect: compile -- GLSL 1.20 section 8: `sign` is a built-in function in every version
#version 120
void main() {
    float r = sign(1.0);
}
