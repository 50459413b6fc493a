// expect: fail -- GLSL 1.50 section 3.6: `half` is reserved for future use
#version 150 core
half g_var;
void main() {}
