// expect: compile -- GLSL 1.40 section 7: gl_MaxClipDistances exists from GLSL 1.30
#version 140
void main() {
    int n = gl_MaxClipDistances;
}
