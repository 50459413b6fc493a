// expect: compile -- GLSL 1.10 section 3.3: a # on a line by itself is ignored
#version 110
#
void main() {}
