// expect: fail -- GLSL 1.30 section 4.1.8: members may not be unsized arrays
#version 130
struct S { float a[]; };
void main() {}
