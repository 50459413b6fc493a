// expect: fail -- GLSL 1.40 section 4.7: invariant comes before the storage qualifier
#version 140
smooth out invariant float g_x;
void main() {}
