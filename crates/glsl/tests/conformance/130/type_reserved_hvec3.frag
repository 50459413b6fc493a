// expect: fail -- GLSL 1.30 section 3.6: `hvec3` is reserved for future use
#version 130
hvec3 g_var;
void main() {}
