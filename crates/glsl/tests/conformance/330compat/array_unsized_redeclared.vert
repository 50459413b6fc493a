// expect: compile -- GLSL 3.30 (compatibility) section 4.1.9: an unsized array may be redeclared with a size (desktop)
#version 330 compatibility
float g_a[];
float g_a[4];
void main() {}
