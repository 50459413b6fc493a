// expect: fail -- GLSL 1.40 section 3.6: `dvec2` is reserved for future use
#version 140
dvec2 g_var;
void main() {}
