// expect: fail -- GLSL 1.50 section 3.6: `fvec2` is reserved for future use
#version 150 core
fvec2 g_var;
void main() {}
