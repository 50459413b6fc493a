// expect: fail -- GLSL 1.50 section 7.1: gl_ClipDistance is a fragment input, not an output
#version 150 core
out float gl_ClipDistance[2];
void main() {}
