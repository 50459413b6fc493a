// expect: fail -- GLSL 1.30 section 3.3: #error makes the compile fail
#version 130
#error this shader is invalid
void main() {}
