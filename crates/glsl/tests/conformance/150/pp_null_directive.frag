// expect: compile -- GLSL 1.50 section 3.3: a # on a line by itself is ignored
#version 150 core
#
void main() {}
