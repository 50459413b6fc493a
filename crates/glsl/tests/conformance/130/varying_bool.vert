// expect: fail -- GLSL 1.30 section 4.3.6: varyings cannot be booleans
#version 130
varying bool g_v;
void main() {}
