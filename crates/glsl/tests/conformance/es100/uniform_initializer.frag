// expect: fail -- GLSL ES 1.00 section 4.3.4: uniform initialisers exist from GLSL 1.20 (not in GLSL ES 1.00)
#version 100
precision mediump float;
uniform float g_u = 1.0;
void main() {}
