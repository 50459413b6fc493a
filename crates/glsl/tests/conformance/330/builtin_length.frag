// expect: compile -- GLSL 3.30 section 8: `length` is a built-in function in every version
#version 330 core
void main() {
    float r = length(vec2(1.0));
}
