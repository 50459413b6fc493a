// expect: compile -- GLSL 1.50 (compatibility) section 7: gl_ClipDistance exists from GLSL 1.30
#version 150 compatibility
void main() {
    gl_ClipDistance[0] = 1.0;
}
