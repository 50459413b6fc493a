// expect: fail -- GLSL 1.10 section 3.6: `fvec2` is reserved for future use
#version 110
fvec2 g_var;
void main() {}
