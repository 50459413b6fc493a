// expect: fail -- GLSL 1.50 (compatibility) section 7.1: gl_ClipDistance is a fragment input, not an output
#version 150 compatibility
out float gl_ClipDistance[2];
void main() {}
