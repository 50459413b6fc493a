// expect: fail -- GLSL ES 1.00 section 3.6: `fvec2` is reserved for future use
#version 100
precision mediump float;
fvec2 g_var;
void main() {}
