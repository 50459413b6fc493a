// expect: fail -- GLSL 1.20 section 7: gl_ClipDistance exists from GLSL 1.30
#version 120
void main() {
    gl_ClipDistance[0] = 1.0;
}
