// expect: compile -- GLSL 1.10 section 8: `mod` is a built-in function in every version
#version 110
void main() {
    float r = mod(3.0, 2.0);
}
