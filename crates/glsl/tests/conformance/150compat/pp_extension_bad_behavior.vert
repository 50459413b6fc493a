// expect: fail -- GLSL 1.50 (compatibility) section 3.3: the behavior must be require, enable, warn or disable
#version 150 compatibility
#extension all : sometimes
void main() {}
