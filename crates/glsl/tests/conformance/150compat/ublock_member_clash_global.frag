// expect: fail -- GLSL 1.50 (compatibility) section 4.3.7: a block member without an instance name clashes with a global of its name
#version 150 compatibility
uniform A { float k; };
float k;
void main() {}
