// expect: fail -- GLSL 1.50 section 4.3.7: a global variable's name cannot name a block
#version 150 core
vec4 Blk;
out Blk { vec4 a; } inst;
void main() {}
