// expect: compile -- GLSL 3.30 (compatibility) section 3.3: a # on a line by itself is ignored
#version 330 compatibility
#
void main() {}
