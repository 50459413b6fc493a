// expect: compile -- GLSL ES 1.00 section 4.2: a nested scope may hide an outer name
#version 100
precision mediump float;
float g_a;
void main() {
    float g_a = 1.0; { int g_a = 2; }
}
