// expect: fail -- GLSL 1.50 (compatibility) section 4.3.7: blocks cannot be nested
#version 150 compatibility
uniform A { uniform B { float k; } b; };
void main() {}
