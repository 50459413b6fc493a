// expect: compile -- GLSL 1.30 section 4.5.2: precision qualifiers apply to arrays of int
#version 130
void main() {
    lowp int a[2];
}
