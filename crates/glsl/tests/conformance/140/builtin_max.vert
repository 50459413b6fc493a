// expect: compile -- GLSL 1.40 section 8: `max` is a built-in function in every version
#version 140
void main() {
    float r = max(1.0, 2.0);
}
