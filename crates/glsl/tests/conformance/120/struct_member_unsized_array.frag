// expect: fail -- GLSL 1.20 section 4.1.8: members may not be unsized arrays
#version 120
struct S { float a[]; };
void main() {}
