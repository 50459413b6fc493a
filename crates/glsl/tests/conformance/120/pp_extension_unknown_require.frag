// expect: fail -- GLSL 1.20 section 3.3: #extension of an unsupported extension with require is an error
#version 120
#extension GL_NONEXISTENT_extension_xyz : require
void main() {}
