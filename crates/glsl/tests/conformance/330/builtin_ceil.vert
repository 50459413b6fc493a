// expect: compile -- GLSL 3.30 section 8: `ceil` is a built-in function in every version
#version 330 core
void main() {
    float r = ceil(1.5);
}
