// expect: compile -- GLSL 1.50 (compatibility) section 4.7: qualifiers in order: storage, then precision
#version 150 compatibility
uniform mediump float g_u;
void main() {}
