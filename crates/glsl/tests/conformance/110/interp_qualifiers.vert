// expect: fail -- GLSL 1.10 section 4.3.9: flat, smooth and noperspective exist from GLSL 1.30
#version 110
flat out vec4 g_a;
smooth out vec4 g_b;
noperspective out vec4 g_c;
void main() {}
