// expect: fail -- GLSL 1.40 section 3.3: #extension all : enable is an error
#version 140
#extension all : enable
void main() {}
