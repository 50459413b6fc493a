// expect: compile -- GLSL 1.50 (compatibility) section 8: `length` is a built-in function in every version
#version 150 compatibility
void main() {
    float r = length(vec2(1.0));
}
