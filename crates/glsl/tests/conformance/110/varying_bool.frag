// expect: fail -- GLSL 1.10 section 4.3.6: varyings cannot be booleans
#version 110
varying bool g_v;
void main() {}
