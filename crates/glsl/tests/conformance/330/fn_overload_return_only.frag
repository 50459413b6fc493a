// expect: fail -- GLSL 3.30 section 6.1: functions may not be overloaded by return type only
#version 330 core
float f(float x) { return x; }
int f(float x) { return 1; }
void main() {}
