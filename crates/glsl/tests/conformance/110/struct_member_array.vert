// expect: compile -- GLSL 1.10 section 4.1.8: members may be arrays
#version 110
struct S { float a[3]; };
void main() {}
