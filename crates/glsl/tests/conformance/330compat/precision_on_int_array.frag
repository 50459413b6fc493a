// expect: compile -- GLSL 3.30 (compatibility) section 4.5.2: precision qualifiers apply to arrays of int
#version 330 compatibility
void main() {
    lowp int a[2];
}
