// expect: compile -- GLSL 1.20 section 8: `max` is a built-in function in every version
#version 120
void main() {
    float r = max(1.0, 2.0);
}
