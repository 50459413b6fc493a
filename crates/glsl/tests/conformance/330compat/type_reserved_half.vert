// expect: fail -- GLSL 3.30 (compatibility) section 3.6: `half` is reserved for future use
#version 330 compatibility
half g_var;
void main() {}
