// expect: fail -- GLSL ES 1.00 section 6.1: functions may not be overloaded by return type only
#version 100
precision mediump float;
float f(float x) { return x; }
int f(float x) { return 1; }
void main() {}
