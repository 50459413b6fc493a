// expect: fail -- GLSL 1.50 section 4.2: using an undeclared name is an error
#version 150 core
void main() {
    float a = nowhere;
}
