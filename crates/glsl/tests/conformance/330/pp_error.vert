// expect: fail -- GLSL 3.30 section 3.3: #error makes the compile fail
#version 330 core
#error this shader is invalid
void main() {}
