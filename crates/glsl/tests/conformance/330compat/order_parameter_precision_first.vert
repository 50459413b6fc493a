// expect: fail -- GLSL 3.30 (compatibility) section 4.7: a parameter's precision comes after its direction
#version 330 compatibility
float f(lowp in float x) { return x; }
void main() {}
