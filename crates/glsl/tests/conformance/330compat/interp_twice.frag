// expect: fail -- GLSL 3.30 (compatibility) section 4.3.9: at most one interpolation qualifier
#version 330 compatibility
flat smooth in vec4 g_a;
void main() {}
