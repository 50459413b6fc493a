// expect: compile -- GLSL 1.30 section 3.3: __VERSION__ is the version number
#version 130
#if __VERSION__ != 130
#error wrong __VERSION__
#endif
void main() {}
