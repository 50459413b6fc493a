// expect: compile -- GLSL 3.30 section 4.1.9: non-sampler arrays may be indexed with an integer expression
#version 330 core
uniform int g_i;
void main() {
    float a[4]; a[g_i] = 1.0;
}
