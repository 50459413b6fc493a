// expect: compile -- GLSL 1.20 section 3.3: #extension all : warn is allowed
#version 120
#extension all : warn
void main() {}
