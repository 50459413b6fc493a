// expect: fail -- GLSL 3.30 (compatibility) section 3.3: the behavior must be require, enable, warn or disable
#version 330 compatibility
#extension all : sometimes
void main() {}
