// expect: fail -- GLSL ES 1.00 section 4.2: a variable declared in a for loop's init is scoped to the loop
#version 100
precision mediump float;
void main() {
    for (int i = 0; i < 2; i++) { } int j = i;
}
