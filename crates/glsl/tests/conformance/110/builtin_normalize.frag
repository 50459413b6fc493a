// expect: compile -- GLSL 1.10 section 8: `normalize` is a built-in function in every version
#version 110
void main() {
    float r = normalize(vec2(1.0)).x;
}
