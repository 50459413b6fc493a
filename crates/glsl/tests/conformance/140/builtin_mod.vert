// expect: compile -- GLSL 1.40 section 8: `mod` is a built-in function in every version
#version 140
void main() {
    float r = mod(3.0, 2.0);
}
