// expect: compile -- GLSL 1.10 section 8: `degrees` is a built-in function in every version
#version 110
void main() {
    float r = degrees(1.0);
}
