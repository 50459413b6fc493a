// expect: fail -- GLSL 1.30 section 4.7: invariant comes before the storage qualifier
#version 130
smooth out invariant float g_x;
void main() {}
