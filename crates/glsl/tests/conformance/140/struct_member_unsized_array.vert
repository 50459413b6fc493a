// expect: fail -- GLSL 1.40 section 4.1.8: members may not be unsized arrays
#version 140
struct S { float a[]; };
void main() {}
