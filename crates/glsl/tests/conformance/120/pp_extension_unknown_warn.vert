// expect: compile -- GLSL 1.20 section 3.3: #extension of an unsupported extension with warn only warns
#version 120
#extension GL_NONEXISTENT_extension_xyz : warn
void main() {}
