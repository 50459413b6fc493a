// expect: compile -- GLSL 3.30 (compatibility) section 8: `log` is a built-in function in every version
#version 330 compatibility
void main() {
    float r = log(2.0);
}
