// expect: compile -- GLSL 1.30 section 3.3: a # on a line by itself is ignored
#version 130
#
void main() {}
