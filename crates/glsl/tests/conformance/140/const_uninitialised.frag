// expect: fail -- GLSL 1.40 section 4.3.2: a const variable must be initialised
#version 140
const float g_c;
void main() {}
