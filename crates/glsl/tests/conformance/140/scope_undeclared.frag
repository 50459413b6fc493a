// expect: fail -- GLSL 1.40 section 4.2: using an undeclared name is an error
#version 140
void main() {
    float a = nowhere;
}
