// expect: fail -- GLSL 1.50 (compatibility) section 4.3.7: a block name cannot name a function too
#version 150 compatibility
out Blk { vec4 a; } inst;
vec4 Blk() { return vec4(0.0); }
void main() {}
