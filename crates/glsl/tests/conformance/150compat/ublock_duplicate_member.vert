// expect: fail -- GLSL 1.50 (compatibility) section 4.3.7: block member names are unique
#version 150 compatibility
uniform Bad { float k; float k; };
void main() {}
