// expect: compile -- GLSL 1.50 section 3.3: #extension of an unsupported extension with disable only warns
#version 150 core
#extension GL_NONEXISTENT_extension_xyz : disable
void main() {}
