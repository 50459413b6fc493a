// expect: fail -- GLSL 1.20 section 5.1: % exists from GLSL 1.30 (reserved before)
#version 120
void main() {
    int a = 7 % 3;
}
