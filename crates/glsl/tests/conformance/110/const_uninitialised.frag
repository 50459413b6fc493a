// expect: fail -- GLSL 1.10 section 4.3.2: a const variable must be initialised
#version 110
const float g_c;
void main() {}
