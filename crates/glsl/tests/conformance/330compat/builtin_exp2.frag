// expect: compile -- GLSL 3.30 (compatibility) section 8: `exp2` is a built-in function in every version
#version 330 compatibility
void main() {
    float r = exp2(1.0);
}
