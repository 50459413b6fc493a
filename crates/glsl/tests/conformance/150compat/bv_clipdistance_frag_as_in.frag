// expect: compile -- GLSL 1.50 (compatibility) section 7.1: gl_ClipDistance may be redeclared as a sized fragment input
#version 150 compatibility
in float gl_ClipDistance[2];
void main() {
    float d = gl_ClipDistance[1];
}
