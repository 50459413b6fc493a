// expect: fail -- GLSL 1.40 section 4.3.5.1: a block member without an instance name clashes with a global of its name
#version 140
uniform A { float k; };
float k;
void main() {}
