// expect: compile -- GLSL 1.50 (compatibility) section 4.1.9: a parenthesised constant expression is a valid size
#version 150 compatibility
const int N = 2;
void main() {
    float a[(N + 1) * 2];
}
