// expect: fail -- GLSL 1.30 section 3.3: #line takes at most a line and a source string number
#version 130
#line 10 2 3
float g_a;
void main() {}
