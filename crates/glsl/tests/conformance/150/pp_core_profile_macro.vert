// expect: compile -- GLSL 1.50 section 3.3: GL_core_profile is defined from GLSL 1.50
#version 150 core
#ifndef GL_core_profile
#error
#endif
void main() {}
