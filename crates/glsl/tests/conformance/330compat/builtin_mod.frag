// expect: compile -- GLSL 3.30 (compatibility) section 8: `mod` is a built-in function in every version
#version 330 compatibility
void main() {
    float r = mod(3.0, 2.0);
}
