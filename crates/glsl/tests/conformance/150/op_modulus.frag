// expect: compile -- GLSL 1.50 section 5.1: % exists from GLSL 1.30 (reserved before)
#version 150 core
void main() {
    int a = 7 % 3;
}
