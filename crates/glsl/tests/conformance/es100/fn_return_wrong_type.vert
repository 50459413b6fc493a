// expect: fail -- GLSL ES 1.00 section 6.4: the returned value must have the return type
#version 100
precision mediump float;
vec2 f() { return vec3(1.0); }
void main() {}
