// expect: compile -- GLSL 1.10 section 8: `exp` is a built-in function in every version
#version 110
void main() {
    float r = exp(1.0);
}
