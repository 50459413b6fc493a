// expect: fail -- GLSL 1.20 section 7: gl_MaxVaryingVectors is a GLSL ES constant
#version 120
void main() {
    int n = gl_MaxVaryingVectors;
}
