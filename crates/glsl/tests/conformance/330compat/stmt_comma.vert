// expect: compile -- GLSL 3.30 (compatibility) section 5.9: the comma operator
#version 330 compatibility
void main() {
    float a; float b; a = (b = 1.0, b + 1.0);
}
