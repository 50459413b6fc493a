// expect: compile -- GLSL 1.40 section 8: `normalize` is a built-in function in every version
#version 140
void main() {
    float r = normalize(vec2(1.0)).x;
}
