// expect: compile -- GLSL 1.50 section 4.1.9: a parenthesised constant expression is a valid size
#version 150 core
const int N = 2;
void main() {
    float a[(N + 1) * 2];
}
