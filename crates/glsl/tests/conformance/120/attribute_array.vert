// expect: fail -- GLSL 1.20 section 4.3.4: attributes cannot be arrays
#version 120
attribute vec4 g_a[2];
void main() {}
