// expect: compile -- GLSL ES 1.00 section 3.4: #extension of an unsupported extension with disable only warns
#version 100
#extension GL_NONEXISTENT_extension_xyz : disable
precision mediump float;
void main() {}
