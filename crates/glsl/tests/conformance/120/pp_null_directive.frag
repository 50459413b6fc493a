// expect: compile -- GLSL 1.20 section 3.3: a # on a line by itself is ignored
#version 120
#
void main() {}
