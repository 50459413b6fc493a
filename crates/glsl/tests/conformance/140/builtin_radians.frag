// expect: compile -- GLSL 1.40 section 8: `radians` is a built-in function in every version
#version 140
void main() {
    float r = radians(90.0);
}
