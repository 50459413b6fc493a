// expect: fail -- GLSL ES 1.00 section 4.3.8: `packed` is reserved as a name but is a uniform block layout identifier (GLSL 1.40+)
#version 100
precision mediump float;
layout(packed) uniform Light { vec4 color; };
void main() {}
