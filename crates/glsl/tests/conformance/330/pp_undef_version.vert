// expect: fail -- GLSL 3.30 section 3.3: predefined macros cannot be undefined
#version 330 core
#undef __VERSION__
void main() {}
