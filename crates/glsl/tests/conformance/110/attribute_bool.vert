// expect: fail -- GLSL 1.10 section 4.3.4: attributes are float scalars, vectors or matrices
#version 110
attribute bool g_b;
void main() {}
