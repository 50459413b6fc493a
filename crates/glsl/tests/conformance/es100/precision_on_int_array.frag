// expect: compile -- GLSL ES 1.00 section 4.5.2: precision qualifiers apply to arrays of int
#version 100
precision mediump float;
void main() {
    lowp int a[2];
}
