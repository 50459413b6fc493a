// expect: compile -- GLSL 1.30 section 4.3.9: flat, smooth and noperspective exist from GLSL 1.30
#version 130
flat in vec4 g_a;
smooth in vec4 g_b;
noperspective in vec4 g_c;
void main() {}
