// expect: fail -- GLSL 1.10 section 3.3: #error makes the compile fail
#version 110
#error this shader is invalid
void main() {}
