// expect: fail -- GLSL 3.30 section 3.3: macro names starting with GL_ are reserved
#version 330 core
#define GL_MY_MACRO 1
void main() {}
