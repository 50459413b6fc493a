// expect: compile -- GLSL 3.30 section 4.5.2: precision qualifiers apply to arrays of int
#version 330 core
void main() {
    lowp int a[2];
}
