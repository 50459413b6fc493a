// expect: fail -- GLSL 1.20 section 3.3: #error makes the compile fail
#version 120
#error this shader is invalid
void main() {}
