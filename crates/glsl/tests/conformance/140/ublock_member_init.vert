// expect: fail -- GLSL 1.40 section 4.3.5.1: block members cannot have initialisers
#version 140
uniform Bad { float k = 1.0; };
void main() {}
