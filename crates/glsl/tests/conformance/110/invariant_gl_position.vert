// expect: fail -- GLSL 1.10 section 4.6.1: gl_Position may be redeclared invariant (from GLSL 1.20 and in GLSL ES)
#version 110
invariant gl_Position;
void main() {}
