// expect: fail -- GLSL 1.50 section 4.1.8: members may not be unsized arrays
#version 150 core
struct S { float a[]; };
void main() {}
