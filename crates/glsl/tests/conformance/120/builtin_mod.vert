// expect: compile -- GLSL 1.20 section 8: `mod` is a built-in function in every version
#version 120
void main() {
    float r = mod(3.0, 2.0);
}
