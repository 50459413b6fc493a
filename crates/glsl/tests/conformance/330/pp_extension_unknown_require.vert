// expect: fail -- GLSL 3.30 section 3.3: #extension of an unsupported extension with require is an error
#version 330 core
#extension GL_NONEXISTENT_extension_xyz : require
void main() {}
