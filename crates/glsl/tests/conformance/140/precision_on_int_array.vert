// expect: compile -- GLSL 1.40 section 4.5.2: precision qualifiers apply to arrays of int
#version 140
void main() {
    lowp int a[2];
}
