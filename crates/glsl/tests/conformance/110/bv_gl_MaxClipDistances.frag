// expect: fail -- GLSL 1.10 section 7: gl_MaxClipDistances exists from GLSL 1.30
#version 110
void main() {
    int n = gl_MaxClipDistances;
}
