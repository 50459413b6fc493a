// expect: compile -- GLSL 1.10 section 5.9: the comma operator
#version 110
void main() {
    float a; float b; a = (b = 1.0, b + 1.0);
}
