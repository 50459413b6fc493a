// expect: fail -- GLSL 3.30 (compatibility) section 4.3.7: a function's name cannot name a block
#version 330 compatibility
vec4 Blk() { return vec4(0.0); }
out Blk { vec4 a; } inst;
void main() {}
