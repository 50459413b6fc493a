// expect: fail -- GLSL 1.50 section 3.3: #extension of an unsupported extension with require is an error
#version 150 core
#extension GL_NONEXISTENT_extension_xyz : require
void main() {}
