// expect: compile -- GLSL 1.40 section 8: `degrees` is a built-in function in every version
#version 140
void main() {
    float r = degrees(1.0);
}
