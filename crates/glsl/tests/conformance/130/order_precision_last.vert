// expect: compile -- GLSL 1.30 section 4.7: qualifiers in order: storage, then precision
#version 130
uniform mediump float g_u;
void main() {}
