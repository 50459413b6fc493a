// expect: compile -- GLSL 1.30 section 8: `log` is a built-in function in every version
#version 130
void main() {
    float r = log(2.0);
}
