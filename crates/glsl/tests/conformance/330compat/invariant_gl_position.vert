// expect: compile -- GLSL 3.30 (compatibility) section 4.6.1: gl_Position may be redeclared invariant (from GLSL 1.20 and in GLSL ES)
#version 330 compatibility
invariant gl_Position;
void main() {}
