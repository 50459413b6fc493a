// expect: compile -- GLSL 1.10 section 3.3: __VERSION__ is the version number
#version 110
#if __VERSION__ != 110
#error wrong __VERSION__
#endif
void main() {}
