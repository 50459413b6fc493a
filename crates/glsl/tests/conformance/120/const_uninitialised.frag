// expect: fail -- GLSL 1.20 section 4.3.2: a const variable must be initialised
#version 120
const float g_c;
void main() {}
