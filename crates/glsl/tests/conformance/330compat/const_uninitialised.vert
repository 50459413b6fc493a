// expect: fail -- GLSL 3.30 (compatibility) section 4.3.2: a const variable must be initialised
#version 330 compatibility
const float g_c;
void main() {}
