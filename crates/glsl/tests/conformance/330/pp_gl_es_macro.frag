// expect: compile -- GLSL 3.30 section 3.3: GL_ES is defined (as 1) in GLSL ES only
#version 330 core
#ifdef GL_ES
#error
#endif
void main() {}
