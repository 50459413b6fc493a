// expect: fail -- GLSL ES 1.00 section 3.4: #extension of an unsupported extension with require is an error
#version 100
#extension GL_NONEXISTENT_extension_xyz : require
precision mediump float;
void main() {}
