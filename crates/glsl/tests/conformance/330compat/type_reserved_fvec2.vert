// expect: fail -- GLSL 3.30 (compatibility) section 3.6: `fvec2` is reserved for future use
#version 330 compatibility
fvec2 g_var;
void main() {}
