// expect: fail -- GLSL 3.30 (compatibility) section 4.1.8: members may not be unsized arrays
#version 330 compatibility
struct S { float a[]; };
void main() {}
