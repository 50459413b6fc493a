// expect: fail -- GLSL 1.10 section 3.3: the behavior must be require, enable, warn or disable
#version 110
#extension all : sometimes
void main() {}
