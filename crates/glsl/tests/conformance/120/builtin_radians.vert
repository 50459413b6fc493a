// expect: compile -- GLSL 1.20 section 8: `radians` is a built-in function in every version
#version 120
void main() {
    float r = radians(90.0);
}
