// expect: compile -- GLSL 3.30 section 3.3: #extension of an unsupported extension with disable only warns
#version 330 core
#extension GL_NONEXISTENT_extension_xyz : disable
void main() {}
