// expect: fail -- GLSL 3.30 (compatibility) section 4.3.8: an unknown layout qualifier identifier is an error
#version 330 compatibility
layout(frobnicate) uniform B { float k; };
void main() {}
