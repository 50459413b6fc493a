// expect: fail -- GLSL 1.40 section 3.6: `dmat2` is reserved for future use
#version 140
dmat2 g_var;
void main() {}
