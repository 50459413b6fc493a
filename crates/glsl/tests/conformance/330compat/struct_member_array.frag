// expect: compile -- GLSL 3.30 (compatibility) section 4.1.8: members may be arrays
#version 330 compatibility
struct S { float a[3]; };
void main() {}
