// expect: fail -- GLSL 3.30 (compatibility) section 4.3.7: a global variable's name cannot name a block
#version 330 compatibility
vec4 Blk;
out Blk { vec4 a; } inst;
void main() {}
