// expect: compile -- GLSL 1.40 section 1.2.1: `gl_MultiTexCoord7` is available in GLSL 1.40 with GL_ARB_compatibility
#version 140
#extension GL_ARB_compatibility : require
void main() {
    vec4 a = gl_MultiTexCoord7;
}
