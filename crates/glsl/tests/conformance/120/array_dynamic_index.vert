// expect: compile -- GLSL 1.20 section 4.1.9: non-sampler arrays may be indexed with an integer expression
#version 120
uniform int g_i;
void main() {
    float a[4]; a[g_i] = 1.0;
}
