// expect: fail -- GLSL 1.10 section 3.6: `dmat2` is reserved for future use
#version 110
dmat2 g_var;
void main() {}
