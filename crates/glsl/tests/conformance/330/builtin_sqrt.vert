// expect: compile -- GLSL 3.30 section 8: `sqrt` is a built-in function in every version
#version 330 core
void main() {
    float r = sqrt(4.0);
}
