// expect: compile -- GLSL 1.50 (compatibility) section 7: gl_ClipDistance may be redeclared with an explicit size
#version 150 compatibility
out float gl_ClipDistance[4];
void main() {}
