// expect: compile -- GLSL ES 1.00 section 6.1: a prototype and definition with the same precisions
#version 100
precision mediump float;
highp float f(highp float x);
highp float f(highp float x) { return x; }
void main() {
    highp float y = f(1.0);
}
