// expect: compile -- GLSL 1.50 (compatibility) section 5.1: % exists from GLSL 1.30 (reserved before)
#version 150 compatibility
void main() {
    int a = 7 % 3;
}
