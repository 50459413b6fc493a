// expect: compile -- GLSL 1.30 section 7: gl_MaxClipDistances exists from GLSL 1.30
#version 130
void main() {
    int n = gl_MaxClipDistances;
}
