// expect: fail -- GLSL 1.10 section 4.1.8: members may not be unsized arrays
#version 110
struct S { float a[]; };
void main() {}
