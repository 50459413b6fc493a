// expect: fail -- GLSL 1.40 section 4.3.5.1: a uniform block name cannot name a global variable too
#version 140
uniform Blk { vec4 a; };
vec4 Blk;
void main() {}
