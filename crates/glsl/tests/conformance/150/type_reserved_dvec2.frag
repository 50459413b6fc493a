// expect: fail -- GLSL 1.50 section 3.6: `dvec2` is reserved for future use
#version 150 core
dvec2 g_var;
void main() {}
