// expect: fail -- GLSL 1.30 section 4.3.9: fragment outputs take no interpolation qualifier
#version 130
smooth out vec4 g_c;
void main() {}
