// expect: compile -- GLSL 1.30 section 7.1: gl_ClipDistance may be redeclared as a sized fragment input
#version 130
in float gl_ClipDistance[2];
void main() {
    float d = gl_ClipDistance[1];
}
