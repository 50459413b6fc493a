// expect: fail -- GLSL 1.30 section 7.1: gl_ClipDistance is redeclared with its storage qualifier
#version 130
float gl_ClipDistance[2];
void main() {}
