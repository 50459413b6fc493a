// expect: fail -- GLSL 3.30 (compatibility) section 3.3: #error makes the compile fail
#version 330 compatibility
#error this shader is invalid
void main() {}
