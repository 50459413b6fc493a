// expect: fail -- GLSL 1.10 section 4.3.2: a built-in call with constant arguments is a constant expression (not in GLSL 1.10)
#version 110
const float g_c = sin(1.0);
void main() {}
