// expect: compile -- GLSL 1.50 section 8: `distance` is a built-in function in every version
#version 150 core
void main() {
    float r = distance(vec2(0.0), vec2(1.0));
}
