// expect: fail -- GLSL 1.50 section 4.7: invariant comes before the interpolation qualifier
#version 150 core
smooth invariant out float g_x;
void main() {}
