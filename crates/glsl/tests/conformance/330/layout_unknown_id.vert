// expect: fail -- GLSL 3.30 section 4.3.8: an unknown layout qualifier identifier is an error
#version 330 core
layout(frobnicate) uniform B { float k; };
void main() {}
