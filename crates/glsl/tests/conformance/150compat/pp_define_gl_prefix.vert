// expect: fail -- GLSL 1.50 (compatibility) section 3.3: macro names starting with GL_ are reserved
#version 150 compatibility
#define GL_MY_MACRO 1
void main() {}
