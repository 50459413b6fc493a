// expect: compile -- GLSL 1.40 section 5.1: % exists from GLSL 1.30 (reserved before)
#version 140
void main() {
    int a = 7 % 3;
}
