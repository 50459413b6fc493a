// expect: fail -- GLSL 1.30 section 7.1: a constant index past the redeclared size of gl_ClipDistance
#version 130
out float gl_ClipDistance[3];
void main() {
    gl_ClipDistance[3] = 1.0;
}
