// expect: compile -- GLSL 1.40 section 3.3: a # on a line by itself is ignored
#version 140
#
void main() {}
