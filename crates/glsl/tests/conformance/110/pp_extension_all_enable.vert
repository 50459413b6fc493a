// expect: fail -- GLSL 1.10 section 3.3: #extension all : enable is an error
#version 110
#extension all : enable
void main() {}
