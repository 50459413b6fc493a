// expect: compile -- GLSL 1.20 section 4.1.8: members may be arrays
#version 120
struct S { float a[3]; };
void main() {}
