// expect: compile -- GLSL 1.40 section 3.3: #line takes constant integer expressions for the line and the source string
#version 140
#line (10 + 5) (1 + 1)
float g_a;
void main() {}
