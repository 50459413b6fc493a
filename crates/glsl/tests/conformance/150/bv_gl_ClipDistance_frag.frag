// expect: compile -- GLSL 1.50 section 7: gl_ClipDistance is a fragment input from GLSL 1.30
#version 150 core
void main() {
    float d = gl_ClipDistance[0];
}
