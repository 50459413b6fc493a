// expect: fail -- GLSL 1.50 section 4.3.7: a function's name cannot name a block
#version 150 core
vec4 Blk() { return vec4(0.0); }
out Blk { vec4 a; } inst;
void main() {}
