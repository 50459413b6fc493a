// expect: compile -- GLSL 1.30 section 8: `max` is a built-in function in every version
#version 130
void main() {
    float r = max(1.0, 2.0);
}
