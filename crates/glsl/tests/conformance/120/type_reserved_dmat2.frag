// expect: fail -- GLSL 1.20 section 3.6: `dmat2` is reserved for future use
#version 120
dmat2 g_var;
void main() {}
