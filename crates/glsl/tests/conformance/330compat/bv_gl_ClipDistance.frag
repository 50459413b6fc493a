// expect: fail -- GLSL 3.30 (compatibility) section 7: gl_ClipDistance exists from GLSL 1.30
#version 330 compatibility
void main() {
    gl_ClipDistance[0] = 1.0;
}
