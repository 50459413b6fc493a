// expect: compile -- GLSL 1.40 section 8: `length` is a built-in function in every version
#version 140
void main() {
    float r = length(vec2(1.0));
}
