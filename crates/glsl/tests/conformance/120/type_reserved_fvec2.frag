// expect: fail -- GLSL 1.20 section 3.6: `fvec2` is reserved for future use
#version 120
fvec2 g_var;
void main() {}
