// expect: compile -- GLSL 1.30 section 7: gl_ClipDistance may be redeclared with an explicit size
#version 130
out float gl_ClipDistance[4];
void main() {}
