// expect: compile -- GLSL 3.30 (compatibility) section 5.1: % exists from GLSL 1.30 (reserved before)
#version 330 compatibility
void main() {
    int a = 7 % 3;
}
