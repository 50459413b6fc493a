// expect: fail -- GLSL 3.30 section 4.3.7: a block name cannot name a global variable too
#version 330 core
out Blk { vec4 a; } inst;
vec4 Blk;
void main() {}
