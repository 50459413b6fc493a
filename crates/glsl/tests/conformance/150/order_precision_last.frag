// expect: compile -- GLSL 1.50 section 4.7: qualifiers in order: storage, then precision
#version 150 core
uniform mediump float g_u;
void main() {}
