// expect: fail -- GLSL 1.30 section 3.6: `half` is reserved for future use
#version 130
half g_var;
void main() {}
