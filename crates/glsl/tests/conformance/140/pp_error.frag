// expect: fail -- GLSL 1.40 section 3.3: #error makes the compile fail
#version 140
#error this shader is invalid
void main() {}
