// expect: fail -- GLSL 3.30 (compatibility) section 4.3.9: fragment outputs take no interpolation qualifier
#version 330 compatibility
smooth out vec4 g_c;
void main() {}
