// expect: fail -- GLSL 3.30 (compatibility) section 3.6: `dmat2` is reserved for future use
#version 330 compatibility
dmat2 g_var;
void main() {}
