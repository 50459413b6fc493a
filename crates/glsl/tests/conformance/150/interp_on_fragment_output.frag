// expect: fail -- GLSL 1.50 section 4.3.9: fragment outputs take no interpolation qualifier
#version 150 core
smooth out vec4 g_c;
void main() {}
