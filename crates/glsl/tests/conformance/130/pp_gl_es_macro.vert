// expect: compile -- GLSL 1.30 section 3.3: GL_ES is defined (as 1) in GLSL ES only
#version 130
#ifdef GL_ES
#error
#endif
void main() {}
