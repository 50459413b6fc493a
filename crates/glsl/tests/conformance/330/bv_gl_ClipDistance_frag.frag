// expect: compile -- GLSL 3.30 section 7: gl_ClipDistance is a fragment input from GLSL 1.30
#version 330 core
void main() {
    float d = gl_ClipDistance[0];
}
