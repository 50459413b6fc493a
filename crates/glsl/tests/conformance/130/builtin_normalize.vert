// expect: compile -- GLSL 1.30 section 8: `normalize` is a built-in function in every version
#version 130
void main() {
    float r = normalize(vec2(1.0)).x;
}
