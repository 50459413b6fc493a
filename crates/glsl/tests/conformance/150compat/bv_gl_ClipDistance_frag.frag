// expect: compile -- GLSL 1.50 (compatibility) section 7: gl_ClipDistance is a fragment input from GLSL 1.30
#version 150 compatibility
void main() {
    float d = gl_ClipDistance[0];
}
