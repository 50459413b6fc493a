// expect: fail -- GLSL 1.50 (compatibility) section 4.3.4: attributes are float scalars, vectors or matrices
#version 150 compatibility
attribute bool g_b;
void main() {}
