// expect: compile -- GLSL ES 1.00 section 4.7: qualifiers in order: storage, then precision
#version 100
precision mediump float;
uniform mediump float g_u;
void main() {}
