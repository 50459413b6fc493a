// expect: fail -- GLSL 3.30 section 3.6: `dvec2` is reserved for future use
#version 330 core
dvec2 g_var;
void main() {}
