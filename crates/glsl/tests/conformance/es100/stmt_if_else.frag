// expect: compile -- GLSL ES 1.00 section 6.2: if/else
#version 100
precision mediump float;
uniform float g_u;
void main() {
    float a = 0.0; if (g_u > 0.5) a = 1.0; else { a = 2.0; }
}
