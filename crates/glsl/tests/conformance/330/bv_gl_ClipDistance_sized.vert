// expect: compile -- GLSL 3.30 section 7: gl_ClipDistance may be redeclared with an explicit size
#version 330 core
out float gl_ClipDistance[4];
void main() {}
