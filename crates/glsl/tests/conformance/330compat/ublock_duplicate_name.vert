// expect: fail -- GLSL 3.30 (compatibility) section 4.3.7: a block name may be used once
#version 330 compatibility
uniform B { float a; };
uniform B { float b; };
void main() {}
