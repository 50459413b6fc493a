// expect: fail -- GLSL 1.10 section 4.3.6: varyings are float scalars, vectors, matrices or arrays of these
#version 110
varying int g_v;
void main() {}
