// expect: compile -- GLSL 1.50 section 7: gl_ClipDistance may be redeclared with an explicit size
#version 150 core
out float gl_ClipDistance[4];
void main() {}
