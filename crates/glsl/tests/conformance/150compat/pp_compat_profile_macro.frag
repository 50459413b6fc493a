// expect: compile -- GLSL 1.50 (compatibility) section 3.3: GL_compatibility_profile is defined for the compatibility profile
#version 150 compatibility
#ifndef GL_compatibility_profile
#error
#endif
void main() {}
