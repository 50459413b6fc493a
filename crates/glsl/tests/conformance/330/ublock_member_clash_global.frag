// expect: fail -- GLSL 3.30 section 4.3.7: a block member without an instance name clashes with a global of its name
#version 330 core
uniform A { float k; };
float k;
void main() {}
