// expect: compile -- GLSL 1.30 section 8: `radians` is a built-in function in every version
#version 130
void main() {
    float r = radians(90.0);
}
