// expect: compile -- GLSL 1.40 section 3.3: __VERSION__ is the version number
#version 140
#if __VERSION__ != 140
#error wrong __VERSION__
#endif
void main() {}
