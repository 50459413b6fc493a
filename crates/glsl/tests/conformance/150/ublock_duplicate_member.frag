// expect: fail -- GLSL 1.50 section 4.3.7: block member names are unique
#version 150 core
uniform Bad { float k; float k; };
void main() {}
