// expect: compile -- GLSL ES 1.00 section 4.2: a name's scope starts after its initializer
#version 100
precision mediump float;
const float g_x = 1.0;
void main() {
    float g_x = g_x + 1.0;
}
