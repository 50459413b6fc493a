// expect: compile -- GLSL 1.40 section 8: `reflect` is a built-in function in every version
#version 140
void main() {
    float r = reflect(vec2(1.0), vec2(0.0, 1.0)).x;
}
