// expect: fail -- GLSL 1.40 section 4.3.9: fragment outputs take no interpolation qualifier
#version 140
smooth out vec4 g_c;
void main() {}
