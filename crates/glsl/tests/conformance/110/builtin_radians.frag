// expect: compile -- GLSL 1.10 section 8: `radians` is a built-in function in every version
#version 110
void main() {
    float r = radians(90.0);
}
