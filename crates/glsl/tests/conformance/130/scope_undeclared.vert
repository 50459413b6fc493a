// expect: fail -- GLSL 1.30 section 4.2: using an undeclared name is an error
#version 130
void main() {
    float a = nowhere;
}
