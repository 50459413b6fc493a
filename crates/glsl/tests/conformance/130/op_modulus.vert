// expect: compile -- GLSL 1.30 section 5.1: % exists from GLSL 1.30 (reserved before)
#version 130
void main() {
    int a = 7 % 3;
}
