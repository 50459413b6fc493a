// expect: compile -- GLSL 3.30 (compatibility) section 3.3: #extension of an unsupported extension with warn only warns
#version 330 compatibility
#extension GL_NONEXISTENT_extension_xyz : warn
void main() {}
