// expect: fail -- GLSL 1.40 section 3.3: the behavior must be require, enable, warn or disable
#version 140
#extension all : sometimes
void main() {}
