// expect: fail -- GLSL ES 1.00 section 4.3.8.2: gl_FragCoord may be redeclared with origin_upper_left (GLSL 1.50+)
#version 100
precision mediump float;
layout(origin_upper_left) in vec4 gl_FragCoord;
void main() {}
