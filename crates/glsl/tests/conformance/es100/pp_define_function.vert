// expect: compile -- GLSL ES 1.00 section 3.4: function-like macros
#version 100
precision mediump float;
#define SQ(x) ((x) * (x))
void main() {
    float a = SQ(2.0);
}
