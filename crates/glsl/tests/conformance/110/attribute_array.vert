// expect: fail -- GLSL 1.10 section 4.3.4: attributes cannot be arrays
#version 110
attribute vec4 g_a[2];
void main() {}
