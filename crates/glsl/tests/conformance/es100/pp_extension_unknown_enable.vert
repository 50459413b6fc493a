// expect: compile -- GLSL ES 1.00 section 3.4: #extension of an unsupported extension with enable only warns
#version 100
#extension GL_NONEXISTENT_extension_xyz : enable
precision mediump float;
void main() {}
