// expect: compile -- GLSL ES 1.00 section 3.4: GL_ES is defined (as 1) in GLSL ES only
#version 100
precision mediump float;
#if !defined(GL_ES) || GL_ES != 1
#error
#endif
void main() {}
