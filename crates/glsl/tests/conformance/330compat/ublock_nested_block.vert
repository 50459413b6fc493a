// expect: fail -- GLSL 3.30 (compatibility) section 4.3.7: blocks cannot be nested
#version 330 compatibility
uniform A { uniform B { float k; } b; };
void main() {}
