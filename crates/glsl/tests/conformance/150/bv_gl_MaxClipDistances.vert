// expect: compile -- GLSL 1.50 section 7: gl_MaxClipDistances exists from GLSL 1.30
#version 150 core
void main() {
    int n = gl_MaxClipDistances;
}
