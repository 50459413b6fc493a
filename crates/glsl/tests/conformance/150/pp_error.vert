// expect: fail -- GLSL 1.50 section 3.3: #error makes the compile fail
#version 150 core
#error this shader is invalid
void main() {}
