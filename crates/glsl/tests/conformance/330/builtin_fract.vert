// expect: compile -- GLSL 3.30 section 8: `fract` is a built-in function in every version
#version 330 core
void main() {
    float r = fract(1.5);
}
