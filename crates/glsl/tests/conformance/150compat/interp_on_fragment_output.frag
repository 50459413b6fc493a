// expect: fail -- GLSL 1.50 (compatibility) section 4.3.9: fragment outputs take no interpolation qualifier
#version 150 compatibility
smooth out vec4 g_c;
void main() {}
