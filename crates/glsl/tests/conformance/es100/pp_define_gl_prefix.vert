// expect: fail -- GLSL ES 1.00 section 3.4: macro names starting with GL_ are reserved
#version 100
precision mediump float;
#define GL_MY_MACRO 1
void main() {}
