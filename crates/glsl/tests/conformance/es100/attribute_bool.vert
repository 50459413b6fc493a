// expect: fail -- GLSL ES 1.00 section 4.3.3: attributes are float scalars, vectors or matrices
#version 100
precision mediump float;
attribute bool g_b;
void main() {}
