// expect: compile -- GLSL 1.50 (compatibility) section 7: gl_MaxClipDistances exists from GLSL 1.30
#version 150 compatibility
void main() {
    int n = gl_MaxClipDistances;
}
