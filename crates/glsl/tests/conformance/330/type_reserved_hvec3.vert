// expect: fail -- GLSL 3.30 section 3.6: `hvec3` is reserved for future use
#version 330 core
hvec3 g_var;
void main() {}
