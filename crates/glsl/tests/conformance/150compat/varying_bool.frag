// expect: fail -- GLSL 1.50 (compatibility) section 4.3.6: varyings cannot be booleans
#version 150 compatibility
varying bool g_v;
void main() {}
