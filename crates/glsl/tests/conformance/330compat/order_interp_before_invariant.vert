// expect: fail -- GLSL 3.30 (compatibility) section 4.7: invariant comes before the interpolation qualifier
#version 330 compatibility
smooth invariant out float g_x;
void main() {}
