// expect: fail -- GLSL 1.50 section 3.3: macro names starting with GL_ are reserved
#version 150 core
#define GL_MY_MACRO 1
void main() {}
