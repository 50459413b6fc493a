// expect: fail -- GLSL 3.30 section 4.7: invariant comes before the interpolation qualifier
#version 330 core
smooth invariant out float g_x;
void main() {}
