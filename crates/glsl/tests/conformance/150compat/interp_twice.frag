// expect: fail -- GLSL 1.50 (compatibility) section 4.3.9: at most one interpolation qualifier
#version 150 compatibility
flat smooth in vec4 g_a;
void main() {}
