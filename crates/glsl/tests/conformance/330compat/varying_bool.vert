// expect: fail -- GLSL 3.30 (compatibility) section 4.3.6: varyings cannot be booleans
#version 330 compatibility
varying bool g_v;
void main() {}
