// expect: fail -- GLSL 1.30 section 3.3: #extension all : enable is an error
#version 130
#extension all : enable
void main() {}
