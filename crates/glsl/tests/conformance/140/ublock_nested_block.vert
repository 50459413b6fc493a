// expect: fail -- GLSL 1.40 section 4.3.5.1: blocks cannot be nested
#version 140
uniform A { uniform B { float k; } b; };
void main() {}
