// expect: fail -- GLSL 1.50 (compatibility) section 7.1: gl_ClipDistance is redeclared with its storage qualifier
#version 150 compatibility
float gl_ClipDistance[2];
void main() {}
