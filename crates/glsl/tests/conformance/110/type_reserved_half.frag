// expect: fail -- GLSL 1.10 section 3.6: `half` is reserved for future use
#version 110
half g_var;
void main() {}
