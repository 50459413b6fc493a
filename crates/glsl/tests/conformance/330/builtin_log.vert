// expect: compile -- GLSL 3.30 section 8: `log` is a built-in function in every version
#version 330 core
void main() {
    float r = log(2.0);
}
