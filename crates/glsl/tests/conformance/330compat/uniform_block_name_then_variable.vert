// expect: fail -- GLSL 3.30 (compatibility) section 4.3.7: a uniform block name cannot name a global variable too
#version 330 compatibility
uniform Blk { vec4 a; };
vec4 Blk;
void main() {}
