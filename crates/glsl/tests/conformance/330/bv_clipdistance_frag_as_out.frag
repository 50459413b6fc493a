// expect: fail -- GLSL 3.30 section 7.1: gl_ClipDistance is a fragment input, not an output
#version 330 core
out float gl_ClipDistance[2];
void main() {}
