// expect: fail -- GLSL 1.40 section 4.2: a name may be declared once per scope
#version 140
float g_a;
float g_a;
void main() {}
