// expect: fail -- GLSL 3.30 (compatibility) section 4.3.8.1: input arrays declared with sizes must agree
#version 330 compatibility
in vec4 g_a[2];
in vec4 g_b[3];
void main() {}
