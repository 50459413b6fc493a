// expect: compile -- GLSL ES 1.00 section 3.4: a function-like macro name without arguments is not expanded
#version 100
precision mediump float;
#define F(a) a
void main() {
    float F = 1.0;
}
