// expect: compile -- GLSL 1.10 section 3.3: #extension of an unsupported extension with warn only warns
#version 110
#extension GL_NONEXISTENT_extension_xyz : warn
void main() {}
