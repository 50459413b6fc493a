// expect: compile -- GLSL 1.40 section 1.2.1: `gl_FogCoord` is available in GLSL 1.40 with GL_ARB_compatibility
#version 140
#extension GL_ARB_compatibility : require
void main() {
    float a = gl_FogCoord;
}
