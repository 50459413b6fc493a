// expect: fail -- GLSL 1.40 section 4.7: invariant comes before the interpolation qualifier
#version 140
smooth invariant out float g_x;
void main() {}
