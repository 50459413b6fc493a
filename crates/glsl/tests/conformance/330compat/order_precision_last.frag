// expect: compile -- GLSL 3.30 (compatibility) section 4.7: qualifiers in order: storage, then precision
#version 330 compatibility
uniform mediump float g_u;
void main() {}
