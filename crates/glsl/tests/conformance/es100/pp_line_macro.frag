// expect: compile -- GLSL ES 1.00 section 3.4: __LINE__ is the current line number
#version 100
precision mediump float;
void main() {
    int l = __LINE__;
}
