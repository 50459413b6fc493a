// expect: fail -- GLSL 1.50 (compatibility) section 3.6: `dmat2` is reserved for future use
#version 150 compatibility
dmat2 g_var;
void main() {}
