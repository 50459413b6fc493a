// expect: fail -- GLSL 3.30 section 4.1.8: members may not be unsized arrays
#version 330 core
struct S { float a[]; };
void main() {}
