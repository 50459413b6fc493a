// expect: fail -- GLSL 3.30 section 4.3.9: fragment outputs take no interpolation qualifier
#version 330 core
smooth out vec4 g_c;
void main() {}
