// expect: compile -- GLSL 1.50 section 3.3: an unrecognized pragma is ignored
#version 150 core
#pragma debug(1.5)
void main() {}
