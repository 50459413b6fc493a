// expect: compile -- GLSL 1.40 section 8: `exp` is a built-in function in every version
#version 140
void main() {
    float r = exp(1.0);
}
