// expect: compile -- GLSL 1.20 section 8: `degrees` is a built-in function in every version
#version 120
void main() {
    float r = degrees(1.0);
}
