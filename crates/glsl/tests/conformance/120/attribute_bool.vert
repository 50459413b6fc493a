// expect: fail -- GLSL 1.20 section 4.3.4: attributes are float scalars, vectors or matrices
#version 120
attribute bool g_b;
void main() {}
