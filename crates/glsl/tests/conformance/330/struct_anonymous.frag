// expect: compile -- GLSL 3.30 section 4.1.8: a structure specifier without a name declares variables of an anonymous type
#version 330 core
struct { float a; } g_s;
void main() {}
