// expect: compile -- GLSL 1.50 section 8: `normalize` is a built-in function in every version
#version 150 core
void main() {
    float r = normalize(vec2(1.0)).x;
}
