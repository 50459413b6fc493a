// expect: fail -- GLSL 1.20 section 7: gl_MaxClipDistances exists from GLSL 1.30
#version 120
void main() {
    int n = gl_MaxClipDistances;
}
