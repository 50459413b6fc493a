// expect: compile -- GLSL 1.10 section 8: `max` is a built-in function in every version
#version 110
void main() {
    float r = max(1.0, 2.0);
}
