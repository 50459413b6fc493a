// expect: compile -- GLSL 1.30 section 3.3: #extension of an unsupported extension with enable only warns
#version 130
#extension GL_NONEXISTENT_extension_xyz : enable
void main() {}
