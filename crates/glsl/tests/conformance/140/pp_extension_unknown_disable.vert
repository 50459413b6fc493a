// expect: compile -- GLSL 1.40 section 3.3: #extension of an unsupported extension with disable only warns
#version 140
#extension GL_NONEXISTENT_extension_xyz : disable
void main() {}
