// expect: fail -- GLSL 1.50 (compatibility) section 4.7: invariant comes before the storage qualifier
#version 150 compatibility
smooth out invariant float g_x;
void main() {}
