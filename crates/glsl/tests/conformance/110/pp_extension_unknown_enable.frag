// expect: compile -- GLSL 1.10 section 3.3: #extension of an unsupported extension with enable only warns
#version 110
#extension GL_NONEXISTENT_extension_xyz : enable
void main() {}
