// expect: compile -- GLSL 1.50 (compatibility) section 3.3: __VERSION__ is the version number
#version 150 compatibility
#if __VERSION__ != 150
#error wrong __VERSION__
#endif
void main() {}
