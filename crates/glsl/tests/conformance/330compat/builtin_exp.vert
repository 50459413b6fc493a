// expect: compile -- GLSL 3.30 (compatibility) section 8: `exp` is a built-in function in every version
#version 330 compatibility
void main() {
    float r = exp(1.0);
}
