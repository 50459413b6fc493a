// expect: compile -- GLSL 1.30 section 4.1.9: an unsized array may be redeclared with a size (desktop)
#version 130
float g_a[];
float g_a[4];
void main() {}
