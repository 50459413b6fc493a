// expect: compile -- GLSL 1.50 (compatibility) section 3.3: a comment is one space, so a block comment spanning lines continues a #define
#version 150 compatibility
#define V_ONE /* first
   second */ 1.0
float g_a = V_ONE;
void main() {}
