// expect: fail -- GLSL 3.30 (compatibility) section 4.5.2: precision qualifiers apply to float, int and sampler types, not to a struct definition
#version 330 compatibility
highp struct S { highp float a; };
void main() {}
