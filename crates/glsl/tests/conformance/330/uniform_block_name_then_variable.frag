// expect: fail -- GLSL 3.30 section 4.3.7: a uniform block name cannot name a global variable too
#version 330 core
uniform Blk { vec4 a; };
vec4 Blk;
void main() {}
