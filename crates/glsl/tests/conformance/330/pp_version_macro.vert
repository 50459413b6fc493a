// expect: compile -- GLSL 3.30 section 3.3: __VERSION__ is the version number
#version 330 core
#if __VERSION__ != 330
#error wrong __VERSION__
#endif
void main() {}
