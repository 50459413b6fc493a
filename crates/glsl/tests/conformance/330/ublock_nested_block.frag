// expect: fail -- GLSL 3.30 section 4.3.7: blocks cannot be nested
#version 330 core
uniform A { uniform B { float k; } b; };
void main() {}
