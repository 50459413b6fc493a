// expect: fail -- GLSL 1.50 (compatibility) section 4.3.7: block members cannot have storage qualifiers other than the block's
#version 150 compatibility
uniform A { in float k; };
void main() {}
