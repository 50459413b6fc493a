// expect: fail -- GLSL 1.50 section 7: gl_ClipDistance exists from GLSL 1.30
#version 150 core
void main() {
    gl_ClipDistance[0] = 1.0;
}
