// expect: fail -- GLSL 1.10 section 3.6: `dvec2` is reserved for future use
#version 110
dvec2 g_var;
void main() {}
