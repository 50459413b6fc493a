// expect: fail -- GLSL 1.30 section 6.4: the returned value must have the return type
#version 130
vec2 f() { return vec3(1.0); }
void main() {}
