// expect: fail -- GLSL 1.20 section 4.2: using an undeclared name is an error
#version 120
void main() {
    float a = nowhere;
}
