// expect: compile -- GLSL 3.30 (compatibility) section 3.3: GL_compatibility_profile is defined for the compatibility profile
#version 330 compatibility
#ifndef GL_compatibility_profile
#error
#endif
void main() {}
