// expect: fail -- GLSL 1.40 section 4.3.8: an unknown layout qualifier identifier is an error
#version 140
layout(frobnicate) uniform B { float k; };
void main() {}
