// expect: fail -- GLSL ES 1.00 section 4.3.2: const arrays exist from GLSL 1.20
#version 100
precision mediump float;
const float g_a[2] = float[2](1.0, 2.0);
void main() {}
