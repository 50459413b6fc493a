// expect: compile -- GLSL 1.50 (compatibility) section 8: `mod` is a built-in function in every version
#version 150 compatibility
void main() {
    float r = mod(3.0, 2.0);
}
