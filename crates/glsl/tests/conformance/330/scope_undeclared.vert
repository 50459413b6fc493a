// expect: fail -- GLSL 3.30 section 4.2: using an undeclared name is an error
#version 330 core
void main() {
    float a = nowhere;
}
