// expect: fail -- GLSL 1.40 section 3.6: `hvec3` is reserved for future use
#version 140
hvec3 g_var;
void main() {}
