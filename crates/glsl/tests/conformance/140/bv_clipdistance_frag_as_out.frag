// expect: fail -- GLSL 1.40 section 7.1: gl_ClipDistance is a fragment input, not an output
#version 140
out float gl_ClipDistance[2];
void main() {}
