// expect: compile -- GLSL 1.10 section 3.3: #extension all : warn is allowed
#version 110
#extension all : warn
void main() {}
