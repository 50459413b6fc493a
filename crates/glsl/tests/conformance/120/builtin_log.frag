// expect: compile -- GLSL 1.20 section 8: `log` is a built-in function in every version
#version 120
void main() {
    float r = log(2.0);
}
