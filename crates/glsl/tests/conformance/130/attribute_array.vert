// expect: fail -- GLSL 1.30 section 4.3.4: attributes cannot be arrays
#version 130
attribute vec4 g_a[2];
void main() {}
