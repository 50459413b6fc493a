// expect: fail -- GLSL ES 1.00 section 3.4: every #if needs its #endif
#version 100
precision mediump float;
#if 1
float g_a;
void main() {}
