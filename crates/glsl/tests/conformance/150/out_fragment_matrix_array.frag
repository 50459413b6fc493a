// expect: fail -- GLSL 1.50 section 4.3.6: fragment outputs cannot be arrays of matrices
#version 150 core
out mat2 g_m[2];
void main() {}
