// expect: fail -- GLSL 3.30 section 4.3.2: a const variable must be initialised
#version 330 core
const float g_c;
void main() {}
