// expect: fail -- GLSL 3.30 (compatibility) section 4.3.6: fragment outputs cannot be arrays of matrices
#version 330 compatibility
out mat2 g_m[2];
void main() {}
