// expect: compile -- GLSL 1.40 section 7: gl_ClipDistance may be redeclared with an explicit size
#version 140
out float gl_ClipDistance[4];
void main() {}
