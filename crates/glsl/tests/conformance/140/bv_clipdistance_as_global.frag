// expect: fail -- GLSL 1.40 section 7.1: gl_ClipDistance is redeclared with its storage qualifier
#version 140
float gl_ClipDistance[2];
void main() {}
