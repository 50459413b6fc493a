// expect: fail -- GLSL 1.20 section 6.1: functions may not be overloaded by return type only
#version 120
float f(float x) { return x; }
int f(float x) { return 1; }
void main() {}
