// expect: compile -- GLSL ES 1.00 section 3.4: a macro is not expanded inside its own expansion
#version 100
precision mediump float;
#define x x
void main() {
    float x = 1.0;
}
