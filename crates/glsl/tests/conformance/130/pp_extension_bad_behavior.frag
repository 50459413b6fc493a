// expect: fail -- GLSL 1.30 section 3.3: the behavior must be require, enable, warn or disable
#version 130
#extension all : sometimes
void main() {}
