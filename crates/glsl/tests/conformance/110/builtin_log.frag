// expect: compile -- GLSL 1.10 section 8: `log` is a built-in function in every version
#version 110
void main() {
    float r = log(2.0);
}
