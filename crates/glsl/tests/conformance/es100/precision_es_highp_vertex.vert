// expect: compile -- GLSL ES 1.00 section 4.5.2: highp is always supported in vertex shaders
#version 100
precision mediump float;
void main() {
    highp float a = 1.0; highp vec4 b = vec4(a);
}
