// expect: fail -- GLSL 3.30 (compatibility) section 4.3.6: fragment outputs cannot be matrices
#version 330 compatibility
out mat4 g_m;
void main() {}
