// expect: fail -- GLSL 1.20 section 3.3: the behavior must be require, enable, warn or disable
#version 120
#extension all : sometimes
void main() {}
