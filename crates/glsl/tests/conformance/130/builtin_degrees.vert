// expect: compile -- GLSL 1.30 section 8: `degrees` is a built-in function in every version
#version 130
void main() {
    float r = degrees(1.0);
}
