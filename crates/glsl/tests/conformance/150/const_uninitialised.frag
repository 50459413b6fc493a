// expect: fail -- GLSL 1.50 section 4.3.2: a const variable must be initialised
#version 150 core
const float g_c;
void main() {}
