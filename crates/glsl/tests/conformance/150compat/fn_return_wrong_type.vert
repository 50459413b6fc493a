// expect: fail -- GLSL 1.50 (compatibility) section 6.4: the returned value must have the return type
#version 150 compatibility
vec2 f() { return vec3(1.0); }
void main() {}
