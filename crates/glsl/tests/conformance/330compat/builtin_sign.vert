// expect: compile -- GLSL 3.30 (compatibility) section 8: `sign` is a built-in function in every version
#version 330 compatibility
void main() {
    float r = sign(1.0);
}
