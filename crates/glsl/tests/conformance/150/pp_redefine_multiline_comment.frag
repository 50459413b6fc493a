// expect: compile -- GLSL 1.50 section 3.3: a redefinition whose block comment spans lines is the same definition
#version 150 core
#define V_SUM (1.0 + /* x
 */ 2.0)
#define V_SUM (1.0 + /* y */ 2.0)
float g_a = V_SUM;
void main() {}
