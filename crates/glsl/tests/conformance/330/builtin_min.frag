// expect: compile -- GLSL 3.30 section 8: `min` is a built-in function in every version
#version 330 core
void main() {
    float r = min(1.0, 2.0);
}
