// expect: compile -- GLSL 1.20 section 4.1.9: an unsized array may be redeclared with a size (desktop)
#version 120
float g_a[];
float g_a[4];
void main() {}
