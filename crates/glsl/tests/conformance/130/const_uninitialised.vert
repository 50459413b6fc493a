// expect: fail -- GLSL 1.30 section 4.3.2: a const variable must be initialised
#version 130
const float g_c;
void main() {}
