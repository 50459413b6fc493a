// expect: fail -- GLSL 1.10 section 4.2: using an undeclared name is an error
#version 110
void main() {
    float a = nowhere;
}
