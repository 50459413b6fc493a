// expect: fail -- GLSL 1.30 section 3.3: #extension of an unsupported extension with require is an error
#version 130
#extension GL_NONEXISTENT_extension_xyz : require
void main() {}
