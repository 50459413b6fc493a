// expect: fail -- GLSL 1.50 (compatibility) section 4.3.7: a block name may be used once
#version 150 compatibility
uniform B { float a; };
uniform B { float b; };
void main() {}
