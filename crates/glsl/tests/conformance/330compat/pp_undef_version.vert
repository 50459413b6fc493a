// expect: fail -- GLSL 3.30 (compatibility) section 3.3: predefined macros cannot be undefined
#version 330 compatibility
#undef __VERSION__
void main() {}
