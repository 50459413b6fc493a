// expect: compile -- GLSL ES 1.00 section 5.9: the comma operator
#version 100
precision mediump float;
void main() {
    float a; float b; a = (b = 1.0, b + 1.0);
}
