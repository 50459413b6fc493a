// expect: fail -- GLSL 3.30 (compatibility) section 6.4: the returned value must have the return type
#version 330 compatibility
vec2 f() { return vec3(1.0); }
void main() {}
