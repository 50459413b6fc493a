// expect: compile -- GLSL 1.40 section 8: `exp2` is a built-in function in every version
#version 140
void main() {
    float r = exp2(1.0);
}
