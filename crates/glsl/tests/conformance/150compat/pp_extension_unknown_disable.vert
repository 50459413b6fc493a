// expect: compile -- GLSL 1.50 (compatibility) section 3.3: #extension of an unsupported extension with disable only warns
#version 150 compatibility
#extension GL_NONEXISTENT_extension_xyz : disable
void main() {}
