// expect: compile -- GLSL 1.30 section 7: gl_ClipDistance is a fragment input from GLSL 1.30
#version 130
void main() {
    float d = gl_ClipDistance[0];
}
