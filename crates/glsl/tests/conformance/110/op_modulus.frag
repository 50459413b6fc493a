// expect: fail -- GLSL 1.10 section 5.1: % exists from GLSL 1.30 (reserved before)
#version 110
void main() {
    int a = 7 % 3;
}
