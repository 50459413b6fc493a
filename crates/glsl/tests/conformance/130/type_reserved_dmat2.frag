// expect: fail -- GLSL 1.30 section 3.6: `dmat2` is reserved for future use
#version 130
dmat2 g_var;
void main() {}
