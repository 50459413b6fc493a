// expect: fail -- GLSL 1.50 (compatibility) section 3.6: `half` is reserved for future use
#version 150 compatibility
half g_var;
void main() {}
