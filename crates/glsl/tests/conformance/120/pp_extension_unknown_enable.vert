// expect: compile -- GLSL 1.20 section 3.3: #extension of an unsupported extension with enable only warns
#version 120
#extension GL_NONEXISTENT_extension_xyz : enable
void main() {}
