// expect: compile -- GLSL 1.50 section 3.3: __VERSION__ is the version number
#version 150 core
#if __VERSION__ != 150
#error wrong __VERSION__
#endif
void main() {}
