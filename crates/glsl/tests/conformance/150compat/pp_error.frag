// expect: fail -- GLSL 1.50 (compatibility) section 3.3: #error makes the compile fail
#version 150 compatibility
#error this shader is invalid
void main() {}
