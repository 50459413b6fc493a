// expect: compile -- GLSL 1.40 section 8: `sign` is a built-in function in every version
#version 140
void main() {
    float r = sign(1.0);
}
