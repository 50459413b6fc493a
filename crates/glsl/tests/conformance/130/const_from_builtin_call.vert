// expect: compile -- GLSL 1.30 section 4.3.3: a built-in call with constant arguments is a constant expression (not in GLSL 1.10)
#version 130
const float g_c = sin(1.0);
void main() {}
