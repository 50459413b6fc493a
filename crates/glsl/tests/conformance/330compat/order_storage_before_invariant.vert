// expect: fail -- GLSL 3.30 (compatibility) section 4.7: invariant comes before the storage qualifier
#version 330 compatibility
smooth out invariant float g_x;
void main() {}
