// expect: compile -- GLSL ES 1.00 section 3.4: __VERSION__ is the version number
#version 100
precision mediump float;
#if __VERSION__ != 100
#error wrong __VERSION__
#endif
void main() {}
