// expect: compile -- GLSL 1.30 section 8: `length` is a built-in function in every version
#version 130
void main() {
    float r = length(vec2(1.0));
}
