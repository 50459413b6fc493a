// expect: fail -- GLSL 1.40 section 3.6: `fvec2` is reserved for future use
#version 140
fvec2 g_var;
void main() {}
