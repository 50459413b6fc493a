// expect: compile -- GLSL 1.30 section 5.9: the comma operator
#version 130
void main() {
    float a; float b; a = (b = 1.0, b + 1.0);
}
