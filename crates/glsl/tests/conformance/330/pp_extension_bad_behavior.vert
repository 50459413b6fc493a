// expect: fail -- GLSL 3.30 section 3.3: the behavior must be require, enable, warn or disable
#version 330 core
#extension all : sometimes
void main() {}
