// expect: fail -- GLSL 1.30 section 3.6: `dvec2` is reserved for future use
#version 130
dvec2 g_var;
void main() {}
