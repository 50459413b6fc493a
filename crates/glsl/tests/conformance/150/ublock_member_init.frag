// expect: fail -- GLSL 1.50 section 4.3.7: block members cannot have initialisers
#version 150 core
uniform Bad { float k = 1.0; };
void main() {}
