// expect: compile -- GLSL 1.40 section 1.2.1: `gl_MaxClipPlanes` is available in GLSL 1.40 with GL_ARB_compatibility
#version 140
#extension GL_ARB_compatibility : require
void main() {
    int a = gl_MaxClipPlanes;
}
