// expect: compile -- GLSL 1.50 (compatibility) section 4.1.8: members may be arrays
#version 150 compatibility
struct S { float a[3]; };
void main() {}
