// expect: fail -- GLSL 3.30 section 3.6: `half` is reserved for future use
#version 330 core
half g_var;
void main() {}
