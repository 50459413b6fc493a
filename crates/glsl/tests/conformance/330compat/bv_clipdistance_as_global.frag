// expect: fail -- GLSL 3.30 (compatibility) section 7.1: gl_ClipDistance is redeclared with its storage qualifier
#version 330 compatibility
float gl_ClipDistance[2];
void main() {}
