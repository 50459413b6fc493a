// expect: fail -- GLSL 1.30 section 4.5.2: precision qualifiers apply to float, int and sampler types, not to a struct definition
#version 130
highp struct S { highp float a; };
void main() {}
