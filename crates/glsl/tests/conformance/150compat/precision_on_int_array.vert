// expect: compile -- GLSL 1.50 (compatibility) section 4.5.2: precision qualifiers apply to arrays of int
#version 150 compatibility
void main() {
    lowp int a[2];
}
