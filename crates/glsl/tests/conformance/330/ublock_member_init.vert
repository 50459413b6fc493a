// expect: fail -- GLSL 3.30 section 4.3.7: block members cannot have initialisers
#version 330 core
uniform Bad { float k = 1.0; };
void main() {}
