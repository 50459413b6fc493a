// expect: compile -- GLSL 1.40 section 4.1.8: members may be arrays
#version 140
struct S { float a[3]; };
void main() {}
