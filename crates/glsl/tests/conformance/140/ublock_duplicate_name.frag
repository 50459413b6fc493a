// expect: fail -- GLSL 1.40 section 4.3.5.1: a block name may be used once
#version 140
uniform B { float a; };
uniform B { float b; };
void main() {}
