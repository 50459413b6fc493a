// expect: fail -- GLSL ES 1.00 section 4.3.2: a const variable cannot be written
#version 100
precision mediump float;
const float g_c = 1.0;
void main() {
    g_c = 2.0;
}
