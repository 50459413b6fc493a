// expect: fail -- GLSL 1.10 section 3.3: #extension of an unsupported extension with require is an error
#version 110
#extension GL_NONEXISTENT_extension_xyz : require
void main() {}
