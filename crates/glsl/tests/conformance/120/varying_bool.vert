// expect: fail -- GLSL 1.20 section 4.3.6: varyings cannot be booleans
#version 120
varying bool g_v;
void main() {}
