// expect: compile -- GLSL 3.30 section 8: `mod` is a built-in function in every version
#version 330 core
void main() {
    float r = mod(3.0, 2.0);
}
