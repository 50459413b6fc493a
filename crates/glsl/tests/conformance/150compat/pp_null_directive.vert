// expect: compile -- GLSL 1.50 (compatibility) section 3.3: a # on a line by itself is ignored
#version 150 compatibility
#
void main() {}
