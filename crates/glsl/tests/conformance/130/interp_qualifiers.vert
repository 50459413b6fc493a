// expect: compile -- GLSL 1.30 section 4.3.9: flat, smooth and noperspective exist from GLSL 1.30
#version 130
flat out vec4 g_a;
smooth out vec4 g_b;
noperspective out vec4 g_c;
void main() {}
