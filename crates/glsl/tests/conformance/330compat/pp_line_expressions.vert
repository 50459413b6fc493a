// expect: compile -- GLSL 3.30 (compatibility) section 3.3: #line takes constant integer expressions for the line and the source string
#version 330 compatibility
#line (10 + 5) (1 + 1)
float g_a;
void main() {}
