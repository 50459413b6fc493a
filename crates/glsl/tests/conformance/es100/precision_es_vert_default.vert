// expect: compile -- GLSL ES 1.00 section 4.5.3: a vertex shader has a default float precision (highp)
#version 100
precision mediump float;
void main() {
    float a = 1.0;
}
