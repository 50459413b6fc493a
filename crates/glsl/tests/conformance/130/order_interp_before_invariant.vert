// expect: fail -- GLSL 1.30 section 4.7: invariant comes before the interpolation qualifier
#version 130
smooth invariant out float g_x;
void main() {}
