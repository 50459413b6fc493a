// expect: fail -- GLSL 1.50 (compatibility) section 4.2: using an undeclared name is an error
#version 150 compatibility
void main() {
    float a = nowhere;
}
