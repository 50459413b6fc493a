// expect: fail -- GLSL 1.40 section 3.6: `half` is reserved for future use
#version 140
half g_var;
void main() {}
