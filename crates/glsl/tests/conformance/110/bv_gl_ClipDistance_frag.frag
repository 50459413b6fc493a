// expect: fail -- GLSL 1.10 section 7: gl_ClipDistance is a fragment input from GLSL 1.30
#version 110
void main() {
    float d = gl_ClipDistance[0];
}
