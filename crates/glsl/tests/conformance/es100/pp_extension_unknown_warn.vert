// expect: compile -- GLSL ES 1.00 section 3.4: #extension of an unsupported extension with warn only warns
#version 100
#extension GL_NONEXISTENT_extension_xyz : warn
precision mediump float;
void main() {}
