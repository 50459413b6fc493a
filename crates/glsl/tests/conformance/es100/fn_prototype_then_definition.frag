// expect: compile -- GLSL ES 1.00 section 6.1: a prototype may precede the definition
#version 100
precision mediump float;
float f(float x);
float f(float x) { return x; }
void main() {
    float y = f(1.0);
}
