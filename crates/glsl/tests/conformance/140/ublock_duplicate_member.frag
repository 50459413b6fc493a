// expect: fail -- GLSL 1.40 section 4.3.5.1: block member names are unique
#version 140
uniform Bad { float k; float k; };
void main() {}
