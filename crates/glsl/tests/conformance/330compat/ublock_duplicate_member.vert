// expect: fail -- GLSL 3.30 (compatibility) section 4.3.7: block member names are unique
#version 330 compatibility
uniform Bad { float k; float k; };
void main() {}
