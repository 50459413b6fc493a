// expect: compile -- GLSL ES 1.00 section 6.1: a shader object may call a function it only declares
#version 100
precision mediump float;
float other_object(float x);
void main() {
    float y = other_object(1.0);
}
