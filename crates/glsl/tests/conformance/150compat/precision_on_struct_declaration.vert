// expect: fail -- GLSL 1.50 (compatibility) section 4.5.2: precision qualifiers apply to float, int and sampler types, not to a struct definition
#version 150 compatibility
highp struct S { highp float a; };
void main() {}
