// expect: compile -- GLSL 1.50 section 3.3: GL_ES is defined (as 1) in GLSL ES only
#version 150 core
#ifdef GL_ES
#error
#endif
void main() {}
