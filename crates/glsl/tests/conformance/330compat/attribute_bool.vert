// expect: fail -- GLSL 3.30 (compatibility) section 4.3.4: attributes are float scalars, vectors or matrices
#version 330 compatibility
attribute bool g_b;
void main() {}
