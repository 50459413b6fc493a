// expect: compile -- GLSL 1.40 section 4.7: qualifiers in order: storage, then precision
#version 140
uniform mediump float g_u;
void main() {}
