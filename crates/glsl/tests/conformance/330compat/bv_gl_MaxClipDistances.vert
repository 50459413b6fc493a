// expect: compile -- GLSL 3.30 (compatibility) section 7: gl_MaxClipDistances exists from GLSL 1.30
#version 330 compatibility
void main() {
    int n = gl_MaxClipDistances;
}
