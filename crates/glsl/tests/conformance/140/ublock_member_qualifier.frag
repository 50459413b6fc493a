// expect: fail -- GLSL 1.40 section 4.3.5.1: block members cannot have storage qualifiers other than the block's
#version 140
uniform A { in float k; };
void main() {}
