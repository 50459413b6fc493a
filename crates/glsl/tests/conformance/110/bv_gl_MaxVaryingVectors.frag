// expect: fail -- GLSL 1.10 section 7: gl_MaxVaryingVectors is a GLSL ES constant
#version 110
void main() {
    int n = gl_MaxVaryingVectors;
}
