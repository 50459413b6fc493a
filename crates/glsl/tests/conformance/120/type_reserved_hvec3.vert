// expect: fail -- GLSL 1.20 section 3.6: `hvec3` is reserved for future use
#version 120
hvec3 g_var;
void main() {}
