// expect: compile -- GLSL 1.40 section 4.1.8: a structure specifier without a name declares variables of an anonymous type
#version 140
struct { float a; } g_s;
void main() {}
