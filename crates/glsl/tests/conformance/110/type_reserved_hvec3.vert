// expect: fail -- GLSL 1.10 section 3.6: `hvec3` is reserved for future use
#version 110
hvec3 g_var;
void main() {}
