// expect: fail -- GLSL 1.50 (compatibility) section 4.3.8: an unknown layout qualifier identifier is an error
#version 150 compatibility
layout(frobnicate) uniform B { float k; };
void main() {}
