// expect: fail -- GLSL 1.10 section 3.3: macro names starting with GL_ are reserved
#version 110
#define GL_MY_MACRO 1
void main() {}
