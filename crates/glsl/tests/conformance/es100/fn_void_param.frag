// expect: compile -- GLSL ES 1.00 section 6.1: (void) declares no parameters
#version 100
precision mediump float;
float f(void) { return 1.0; }
void main() {
    float a = f();
}
