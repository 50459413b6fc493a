// expect: fail -- GLSL 3.30 (compatibility) section 4.2: using an undeclared name is an error
#version 330 compatibility
void main() {
    float a = nowhere;
}
