// expect: fail -- GLSL 1.30 section 4.2: a name may be declared once per scope
#version 130
float g_a;
float g_a;
void main() {}
