// expect: compile -- GLSL 1.40 section 7: gl_ClipDistance exists from GLSL 1.30
#version 140
void main() {
    gl_ClipDistance[0] = 1.0;
}
