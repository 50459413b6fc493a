// expect: compile -- GLSL 1.50 section 4.1.8: members may be arrays
#version 150 core
struct S { float a[3]; };
void main() {}
