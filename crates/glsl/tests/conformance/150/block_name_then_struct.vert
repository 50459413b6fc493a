// expect: fail -- GLSL 1.50 section 4.3.7: a block name cannot name a struct too
#version 150 core
out Blk { vec4 a; } inst;
struct Blk { vec4 z; };
void main() {}
