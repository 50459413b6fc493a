// expect: fail -- GLSL 1.50 (compatibility) section 4.3.7: a uniform block name cannot name a global variable too
#version 150 compatibility
uniform Blk { vec4 a; };
vec4 Blk;
void main() {}
