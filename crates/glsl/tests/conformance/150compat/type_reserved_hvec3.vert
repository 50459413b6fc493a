// expect: fail -- GLSL 1.50 (compatibility) section 3.6: `hvec3` is reserved for future use
#version 150 compatibility
hvec3 g_var;
void main() {}
