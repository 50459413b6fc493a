// expect: fail -- GLSL 1.30 section 7.1: gl_ClipDistance is a fragment input, not an output
#version 130
out float gl_ClipDistance[2];
void main() {}
