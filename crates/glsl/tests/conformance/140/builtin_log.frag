// expect: compile -- GLSL 1.40 section 8: `log` is a built-in function in every version
#version 140
void main() {
    float r = log(2.0);
}
