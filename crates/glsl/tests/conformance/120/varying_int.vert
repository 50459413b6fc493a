// expect: fail -- GLSL 1.20 section 4.3.6: varyings are float scalars, vectors, matrices or arrays of these
#version 120
varying int g_v;
void main() {}
