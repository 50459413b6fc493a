// expect: compile -- GLSL 1.30 section 8: `mod` is a built-in function in every version
#version 130
void main() {
    float r = mod(3.0, 2.0);
}
