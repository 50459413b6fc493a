// expect: compile -- GLSL 1.20 section 4.1.9: a parenthesised constant expression is a valid size
#version 120
const int N = 2;
void main() {
    float a[(N + 1) * 2];
}
