// expect: compile -- GLSL 3.30 (compatibility) section 7.1: gl_ClipDistance may be redeclared as a sized fragment input
#version 330 compatibility
in float gl_ClipDistance[2];
void main() {
    float d = gl_ClipDistance[1];
}
