// expect: fail -- GLSL 1.30 section 4.3.4: attributes are float scalars, vectors or matrices
#version 130
attribute bool g_b;
void main() {}
