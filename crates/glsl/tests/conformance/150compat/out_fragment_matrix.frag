// expect: fail -- GLSL 1.50 (compatibility) section 4.3.6: fragment outputs cannot be matrices
#version 150 compatibility
out mat4 g_m;
void main() {}
