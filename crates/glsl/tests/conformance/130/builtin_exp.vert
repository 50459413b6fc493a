// expect: compile -- GLSL 1.30 section 8: `exp` is a built-in function in every version
#version 130
void main() {
    float r = exp(1.0);
}
