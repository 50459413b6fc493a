// expect: compile -- GLSL 1.20 section 3.3: __VERSION__ is the version number
#version 120
#if __VERSION__ != 120
#error wrong __VERSION__
#endif
void main() {}
