// expect: compile -- GLSL 3.30 section 3.3: a # on a line by itself is ignored
#version 330 core
#
void main() {}
