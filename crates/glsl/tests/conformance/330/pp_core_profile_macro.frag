// expect: compile -- GLSL 3.30 section 3.3: GL_core_profile is defined from GLSL 1.50
#version 330 core
#ifndef GL_core_profile
#error
#endif
void main() {}
