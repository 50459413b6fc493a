// expect: fail -- GLSL 1.50 (compatibility) section 6.1: functions may not be overloaded by return type only
#version 150 compatibility
float f(float x) { return x; }
int f(float x) { return 1; }
void main() {}
