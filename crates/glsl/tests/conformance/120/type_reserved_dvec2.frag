// expect: fail -- GLSL 1.20 section 3.6: `dvec2` is reserved for future use
#version 120
dvec2 g_var;
void main() {}
