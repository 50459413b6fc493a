// expect: fail -- GLSL ES 1.00 section 3.6: `dmat2` is reserved for future use
#version 100
precision mediump float;
dmat2 g_var;
void main() {}
