// expect: fail -- GLSL 3.30 section 4.2: a name may be declared once per scope
#version 330 core
float g_a;
float g_a;
void main() {}
