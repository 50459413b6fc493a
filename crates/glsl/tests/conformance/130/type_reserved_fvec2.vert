// expect: fail -- GLSL 1.30 section 3.6: `fvec2` is reserved for future use
#version 130
fvec2 g_var;
void main() {}
