// expect: fail -- GLSL 1.20 section 3.3: #extension all : enable is an error
#version 120
#extension all : enable
void main() {}
