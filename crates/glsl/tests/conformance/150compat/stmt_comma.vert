// expect: compile -- GLSL 1.50 (compatibility) section 5.9: the comma operator
#version 150 compatibility
void main() {
    float a; float b; a = (b = 1.0, b + 1.0);
}
