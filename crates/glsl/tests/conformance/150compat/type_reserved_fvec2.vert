// expect: fail -- GLSL 1.50 (compatibility) section 3.6: `fvec2` is reserved for future use
#version 150 compatibility
fvec2 g_var;
void main() {}
