// expect: fail -- GLSL 1.50 (compatibility) section 4.3.2: a const variable must be initialised
#version 150 compatibility
const float g_c;
void main() {}
