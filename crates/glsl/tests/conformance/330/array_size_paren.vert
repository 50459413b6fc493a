// expect: compile -- GLSL 3.30 section 4.1.9: a parenthesised constant expression is a valid size
#version 330 core
const int N = 2;
void main() {
    float a[(N + 1) * 2];
}
