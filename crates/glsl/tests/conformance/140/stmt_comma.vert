// expect: compile -- GLSL 1.40 section 5.9: the comma operator
#version 140
void main() {
    float a; float b; a = (b = 1.0, b + 1.0);
}
