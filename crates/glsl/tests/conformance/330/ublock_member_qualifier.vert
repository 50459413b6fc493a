// expect: fail -- GLSL 3.30 section 4.3.7: block members cannot have storage qualifiers other than the block's
#version 330 core
uniform A { in float k; };
void main() {}
