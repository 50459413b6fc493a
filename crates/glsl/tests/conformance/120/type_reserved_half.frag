// expect: fail -- GLSL 1.20 section 3.6: `half` is reserved for future use
#version 120
half g_var;
void main() {}
