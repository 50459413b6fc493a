// expect: compile -- GLSL 1.30 section 4.1.8: members may be arrays
#version 130
struct S { float a[3]; };
void main() {}
