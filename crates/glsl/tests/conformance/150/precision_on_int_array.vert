// expect: compile -- GLSL 1.50 section 4.5.2: precision qualifiers apply to arrays of int
#version 150 core
void main() {
    lowp int a[2];
}
